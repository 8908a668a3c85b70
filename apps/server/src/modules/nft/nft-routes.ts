import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@mcc/contract/account';
import { adminNftApi } from '@mcc/contract/admin-nft';
import { nftApi } from '@mcc/contract/nft';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { refuse } from '../../platform/http/refusal';
import { moneyRoute, route } from '../../platform/http/routes';
import { multipartFile } from '../upload/multipart-file';
import { uploadMessages } from '../upload/upload-messages';
import type { ConsoleActor } from './nft-console';
import type { NftModule } from './nft-module';

/** The members' NFT calls (registered in the members' scope). */
export const nftRoutes: FastifyPluginAsync<{ nft: NftModule }> = async (app, { nft }) => {
  const { browse, market, boxes, seeds, synthesis } = nft;
  route(app, nftApi.home, async (_, request) => browse.home(request.member.userId, request.language));
  route(app, nftApi.collections, async (_, request) => ({ list: await browse.collections(request.language) }));
  route(app, nftApi.market, async (query, request) => browse.market(query, request.language));
  route(app, nftApi.mine, async (query, request) => browse.mine(request.member.userId, query, request.language));
  route(app, nftApi.myListings, async (query, request) => browse.myListings(request.member.userId, query, request.language));
  route(app, nftApi.detail, async (query, request) => browse.detail(request.member.userId, BigInt(query.id), request.language));
  route(app, nftApi.list, async (body, request) => market.list(request.member.userId, body));
  route(app, nftApi.reprice, async (body, request) => market.reprice(request.member.userId, body));
  route(app, nftApi.cancel, async (body, request) => market.cancel(request.member.userId, body));
  moneyRoute(app, nftApi.buy, market.buy);

  route(app, nftApi.boxes, async (_, request) => ({ list: await boxes.list(request.language) }));
  route(app, nftApi.seeds, async (_, request) => seeds.current(request.member.userId));
  route(app, nftApi.seedHistory, async (query, request) => seeds.history(request.member.userId, query));
  route(app, nftApi.rotate, async (body, request) => seeds.rotate(request.member.userId, body.client_seed));
  moneyRoute(app, nftApi.open, boxes.open);
  route(app, nftApi.verify, async (query, request) => seeds.verify(request.member.userId, BigInt(query.draw_id), request.language));
  route(app, nftApi.draws, async (query, request) => seeds.list(request.member.userId, query, request.language));

  route(app, nftApi.game, async (_, request) => synthesis.game(request.member.userId, request.language));
  moneyRoute(app, nftApi.synthesize, synthesis.synthesize);
};

/** The console's NFT calls (registered in the console's scope). */
export const nftAdminRoutes: FastifyPluginAsync<{ nft: NftModule }> = async (app, { nft }) => {
  const { catalogue, listings, boxes, recipes } = nft.admin;
  const actor = (request: FastifyRequest): ConsoleActor => ({ operator: request.operator, ip: request.ip });

  // Only the image upload accepts multipart bodies; the size limit is the upload limit.
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    route(uploads, adminNftApi.image, async (_, request) => {
      if (!request.isMultipart()) return refuse(uploadMessages.noFile, {}, 'file');
      return catalogue.uploadImage(actor(request), await multipartFile(request));
    });
  });
  route(app, adminNftApi.collections, async () => catalogue.collections());
  route(app, adminNftApi.saveCollection, async (body, request) => catalogue.saveCollection(actor(request), body));
  route(app, adminNftApi.items, async (query) => catalogue.items(query));
  route(app, adminNftApi.saveItem, async (body, request) => catalogue.saveItem(actor(request), body));
  route(app, adminNftApi.mint, async (body, request) => catalogue.mint(actor(request), body));
  route(app, adminNftApi.tokens, async (query) => catalogue.tokens(query));
  route(app, adminNftApi.listings, async (query) => listings.listings(query));
  route(app, adminNftApi.createListing, async (body, request) => listings.createListing(actor(request), body));
  route(app, adminNftApi.cancelListing, async (body, request) => listings.cancelListing(actor(request), body));
  route(app, adminNftApi.boxes, async () => boxes.boxes());
  route(app, adminNftApi.saveBox, async (body, request) => boxes.saveBox(actor(request), body));
  route(app, adminNftApi.boxOdds, async (body, request) => boxes.boxOdds(actor(request), body));
  route(app, adminNftApi.restock, async (body, request) => boxes.restock(actor(request), body));
  route(app, adminNftApi.draws, async (query) => boxes.draws(query));
  route(app, adminNftApi.recipes, async () => recipes.recipes());
  route(app, adminNftApi.saveRecipe, async (body, request) => recipes.saveRecipe(actor(request), body));
};
