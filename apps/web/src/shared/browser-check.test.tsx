import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '../test-render';
import { useBrowserCheck } from './browser-check';

function Verdict({ input, check }: { input: string | undefined; check: (input: string) => Promise<string> }) {
  const { outcome, failed } = useBrowserCheck(input, check);
  return <p>{failed ? 'failed' : (outcome ?? 'waiting')}</p>;
}

const settle = () => act(async () => {});

describe('useBrowserCheck', () => {
  it('waits for an input, then shows what the check found', async () => {
    const check = async (input: string) => `checked ${input}`;
    const idle = await render(<Verdict input={undefined} check={check} />);
    await settle();
    expect(idle.textContent).toBe('waiting');
    const done = await render(<Verdict input="draw 7" check={check} />);
    await settle();
    expect(done.textContent).toBe('checked draw 7');
  });

  it('says so when the check throws', async () => {
    const container = await render(<Verdict input="draw 7" check={() => Promise.reject(new Error('no crypto'))} />);
    await settle();
    expect(container.textContent).toBe('failed');
  });
});
