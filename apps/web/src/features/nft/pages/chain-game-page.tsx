import { ppmPercent } from '@mcc/contract/fair-roll';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { EmptyCard } from '../../../shared/ui/empty-state';
import { KeyValue } from '../../../shared/ui/key-value';
import { PayPasswordConfirmSheet } from '../../../shared/ui/pay-confirm-sheet';
import { queryView } from '../../../shared/ui/query-view';
import { SkeletonRows } from '../../../shared/ui/skeleton';
import { useGame } from '../api/get-game';
import { useMine } from '../api/get-mine';
import type { GameData, SynthesizeResult } from '../api/nft-keys';
import { useSynthesize } from '../api/synthesize';
import { DrawList } from '../components/draw-list';
import { TierBadge } from '../components/tier-badge';
import { VerifySheet } from '../components/verify-sheet';
import '../nft.css';
import { HashLine } from '../components/hash-line';
import { NftGridList } from '../components/nft-grid-list';
import { TierAndSerial } from '../components/nft-tile';
import { formatTime } from '../format';

type Recipe = GameData['recipes'][number];

/** My held NFTs that fit the recipe, to pick exactly `inputs` of them. */
function Picker({ recipe, picked, onToggle }: { recipe: Recipe; picked: number[]; onToggle: (id: number) => void }) {
  const { t } = useTranslation();
  const mine = useMine(recipe.collection.id, recipe.from_tier, 'held');
  return (
    <NftGridList
      query={mine}
      testId="game-picker"
      itemKey={(nft) => nft.id}
      empty={{ text: t('nft.noItems', { tier: recipe.from_tier, collection: recipe.collection.name }), hint: t('nft.noItemsHint') }}
      renderItem={(nft) => {
        const on = picked.includes(nft.id);
        return (
          <button
            type="button"
            className="nft-pick nft-tile"
            aria-pressed={on}
            onClick={() => onToggle(nft.id)}
            data-testid={`pick-${nft.id}`}
          >
            <img className="nft-tile-image" src={nft.image} alt="" loading="lazy" />
            {on && <span className="nft-pick-check">✓</span>}
            <span className="nft-tile-body">
              <span className="nft-tile-name">{nft.name}</span>
              <span className="nft-tile-meta">
                <TierAndSerial nft={nft} />
              </span>
            </span>
          </button>
        );
      }}
    />
  );
}

/** `/pages/nft/game` NFT链游: burn NFTs of one tier for the published chance at one of the next; the result; the history. */
export default function ChainGamePage() {
  const { t } = useTranslation();
  const game = useGame();
  const synthesize = useSynthesize();
  const [chosen, setChosen] = useState<number | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<SynthesizeResult | null>(null);
  const [verifying, setVerifying] = useState<number | null>(null);

  const loaded = queryView(game, <SkeletonRows rows={5} />);
  if (!loaded.ready) return loaded.view;
  const recipes = loaded.data.recipes;
  const recipe = recipes.find((r) => r.id === chosen) ?? recipes.find((r) => r.my_eligible >= r.inputs && r.outputs_left > 0) ?? recipes[0];

  if (result) {
    const won = result.outcome === 'success';
    return (
      <>
        <Card>
          <div className="result" data-testid="game-result">
            <h2 className="result-title" data-testid="game-outcome">
              {won ? t('nft.synthSuccess') : t('nft.synthFail')}
            </h2>
            {won && result.token ? (
              <>
                <img className="nft-result-image" src={result.token.image} alt="" />
                <div>
                  <TierBadge tier={result.token.tier} /> {result.token.name} #{result.token.serial}
                </div>
              </>
            ) : (
              <p className="muted small">{t('nft.synthFailNote', { count: result.burned.length })}</p>
            )}
          </div>
          <KeyValue label={t('nft.drawId')} value={`#${result.draw_id}`} />
          <KeyValue label="nonce" value={result.nonce} />
          <KeyValue label={t('nft.ticket')} value={result.ticket} />
          <KeyValue label={t('nft.burned')} value={result.burned.map((id) => `#${id}`).join(' ')} />
        </Card>
        <div className="result-actions">
          {won && result.token && (
            <ButtonLink to={`/pages/nft/detail?id=${result.token.id}`} variant="primary" block testId="game-view">
              {t('nft.viewNft')}
            </ButtonLink>
          )}
          <Button block onClick={() => setVerifying(result.draw_id)} data-testid="game-verify">
            {t('nft.verifyThis')}
          </Button>
          <Button block onClick={() => setResult(null)} data-testid="game-again">
            {t('nft.tryAgain')}
          </Button>
        </div>
        <VerifySheet drawId={verifying} onClose={() => setVerifying(null)} />
      </>
    );
  }

  const toggle = (id: number) =>
    setPicked((now) => (now.includes(id) ? now.filter((p) => p !== id) : recipe && now.length < recipe.inputs ? [...now, id] : now));

  return (
    <>
      {!recipe ? (
        <EmptyCard
          title={t('nft.synthesize')}
          text={t('nft.noRecipes')}
          hint={t('nft.noRecipesHint')}
          action={{ label: t('route.luckbox'), to: '/pages/nft/luckbox' }}
        />
      ) : (
        <>
          <div className="nft-chips" data-testid="recipes">
            {recipes.map((r) => (
              <button
                key={r.id}
                type="button"
                aria-pressed={r.id === recipe.id}
                onClick={() => {
                  setChosen(r.id);
                  setPicked([]);
                }}
                data-testid={`recipe-${r.id}`}
              >
                {r.collection.name} · {r.from_tier}→{r.to_tier}
              </button>
            ))}
          </div>
          <Card title={t('nft.recipeTitle', { inputs: recipe.inputs, from: recipe.from_tier, to: recipe.to_tier })}>
            <p className="small">
              {t('nft.gameLead', { inputs: recipe.inputs, from: recipe.from_tier, collection: recipe.collection.name, to: recipe.to_tier })}
            </p>
            <table className="nft-odds" data-testid="outcome-table">
              <thead>
                <tr>
                  <th>{t('nft.outcome')}</th>
                  <th>{t('nft.chance')}</th>
                  <th>{t('nft.youGet')}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>
                    <TierBadge tier="success" />
                  </td>
                  <td data-testid="chance">{recipe.chance_percent}%</td>
                  <td>{t('nft.oneOf', { tier: recipe.to_tier })}</td>
                </tr>
                <tr>
                  <td>
                    <TierBadge tier="fail" />
                  </td>
                  <td>{ppmPercent(1_000_000 - recipe.chance_ppm)}%</td>
                  <td>{t('nft.nothing')}</td>
                </tr>
              </tbody>
            </table>
            <p className="nft-warning" data-testid="burn-warning">
              {t('nft.burnWarning', { inputs: recipe.inputs })}
            </p>
            <KeyValue label={t('nft.outputsLeft', { tier: recipe.to_tier })} value={recipe.outputs_left} />
            <HashLine label={t('nft.oddsHash')} value={recipe.odds_hash} />
            <KeyValue label={t('nft.picked')} value={`${picked.length} / ${recipe.inputs}`} valueTestId="picked-count" />
            <Button
              variant="primary"
              block
              disabled={picked.length !== recipe.inputs || recipe.outputs_left === 0}
              onClick={() => setConfirming(true)}
              data-testid="synthesize"
            >
              {recipe.outputs_left === 0 ? t('nft.recipeClosed') : t('nft.synthesize')}
            </Button>
          </Card>
          <Card title={t('nft.pickTitle', { inputs: recipe.inputs, tier: recipe.from_tier })}>
            <Picker recipe={recipe} picked={picked} onToggle={toggle} />
          </Card>
          <PayPasswordConfirmSheet
            visible={confirming}
            title={t('nft.confirmSynth')}
            amount={{ value: String(recipe.inputs), asset: 'NFT' }}
            rows={[
              { label: t('nft.recipe'), value: `${recipe.collection.name} · ${recipe.inputs} × ${recipe.from_tier} → ${recipe.to_tier}` },
              { label: t('nft.chance'), value: `${recipe.chance_percent}%`, strong: true },
              { label: t('nft.onFailure'), value: t('nft.allBurn', { inputs: recipe.inputs }), testId: 'confirm-failure' },
            ]}
            note={t('nft.burnWarning', { inputs: recipe.inputs })}
            onConfirm={async (paypwd) => {
              const outcome = await synthesize.mutateAsync({
                recipe_id: recipe.id,
                token_ids: picked,
                odds_hash: recipe.odds_hash,
                paypwd,
              });
              setConfirming(false);
              setPicked([]);
              setResult(outcome);
            }}
            onRefused={() => setPicked([])}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
      <DrawList
        kind="synthesis"
        title={t('nft.history')}
        testId="game-history"
        rowTestId={(d) => `synthesis-${d.draw_id}`}
        empty={{ text: t('nft.noSyntheses') }}
        headline={(d) => (
          <>
            <TierBadge tier={d.tier} /> {d.title}
          </>
        )}
        detail={(d) => `nonce ${d.nonce} · ${t('nft.ticket')} ${d.ticket} · ${formatTime(d.created_at)}`}
        onVerify={setVerifying}
      />
      <VerifySheet drawId={verifying} onClose={() => setVerifying(null)} />
    </>
  );
}
