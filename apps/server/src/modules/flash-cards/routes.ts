import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponse } from '@pariksha/shared/schemas/common';
import {
  cardCreate,
  cardList,
  cardListQuery,
  cardParams,
  cardUpdate,
  deckCreate,
  deckDetail,
  deckList,
  deckParams,
  deckSummary,
  deckUpdate,
  flashCard,
  fromQuestionRequest,
  fromQuestionResponse,
  publicDeckList,
  publicDeckQuery,
  rateRequest,
  rateResponse,
  reviewQueue,
  reviewQueueQuery,
} from '@pariksha/shared/schemas/flash-cards';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './service.ts';
import { cardFromQuestion } from './from-question.ts';

/**
 * Flash cards under /api/flash-cards: the caller's decks and cards (owner only), the FSRS
 * review queue and ratings, public decks to browse and copy, and cards made from questions.
 * Another user's private deck or another organisation's deck answers 404, never 403 (a 403
 * signs the web client out).
 */
export async function flashCardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['flash-cards'];

  app.get('/flash-cards/decks', { config: { access: 'user' }, schema: { tags, response: { 200: deckList } } }, async (req) =>
    service.listMyDecks(db, requireUser(req)),
  );

  app.post(
    '/flash-cards/decks',
    { config: { access: 'user' }, schema: { tags, body: deckCreate, response: { 201: deckSummary } } },
    async (req, reply) => reply.code(201).send(await service.createDeck(db, requireUser(req), req.body)),
  );

  app.get(
    '/flash-cards/decks/:deckId',
    { config: { access: 'user' }, schema: { tags, params: deckParams, response: { 200: deckDetail } } },
    async (req) => service.getDeck(db, requireUser(req), req.params.deckId),
  );

  app.patch(
    '/flash-cards/decks/:deckId',
    { config: { access: 'user' }, schema: { tags, params: deckParams, body: deckUpdate, response: { 200: deckSummary } } },
    async (req) => service.updateDeck(db, requireUser(req), req.params.deckId, req.body),
  );

  app.delete(
    '/flash-cards/decks/:deckId',
    { config: { access: 'user' }, schema: { tags, params: deckParams, response: { 200: okResponse } } },
    async (req) => service.deleteDeck(db, requireUser(req), req.params.deckId),
  );

  app.post(
    '/flash-cards/decks/:deckId/cards',
    { config: { access: 'user' }, schema: { tags, params: deckParams, body: cardCreate, response: { 201: flashCard } } },
    async (req, reply) => reply.code(201).send(await service.createCard(db, requireUser(req), req.params.deckId, req.body)),
  );

  app.post(
    '/flash-cards/decks/:deckId/copy',
    { config: { access: 'user' }, schema: { tags, params: deckParams, response: { 201: deckSummary } } },
    async (req, reply) => reply.code(201).send(await service.copyDeck(db, requireUser(req), req.params.deckId)),
  );

  app.get(
    '/flash-cards/cards',
    { config: { access: 'user' }, schema: { tags, querystring: cardListQuery, response: { 200: cardList } } },
    async (req) => service.listMyCards(db, requireUser(req), req.query),
  );

  app.patch(
    '/flash-cards/cards/:cardId',
    { config: { access: 'user' }, schema: { tags, params: cardParams, body: cardUpdate, response: { 200: flashCard } } },
    async (req) => service.updateCard(db, requireUser(req), req.params.cardId, req.body),
  );

  app.delete(
    '/flash-cards/cards/:cardId',
    { config: { access: 'user' }, schema: { tags, params: cardParams, response: { 200: okResponse } } },
    async (req) => service.deleteCard(db, requireUser(req), req.params.cardId),
  );

  app.get(
    '/flash-cards/review',
    { config: { access: 'user' }, schema: { tags, querystring: reviewQueueQuery, response: { 200: reviewQueue } } },
    async (req) => service.reviewQueue(db, requireUser(req), req.query),
  );

  app.post(
    '/flash-cards/cards/:cardId/review',
    { config: { access: 'user' }, schema: { tags, params: cardParams, body: rateRequest, response: { 200: rateResponse } } },
    async (req) => service.rateCard(db, requireUser(req), req.params.cardId, req.body.rating),
  );

  app.get(
    '/flash-cards/public',
    { config: { access: 'user' }, schema: { tags, querystring: publicDeckQuery, response: { 200: publicDeckList } } },
    async (req) => service.listPublicDecks(db, requireUser(req), req.query),
  );

  app.post(
    '/flash-cards/from-question',
    {
      config: { access: 'user' },
      schema: { tags, body: fromQuestionRequest, response: { 200: fromQuestionResponse, 201: fromQuestionResponse } },
    },
    async (req, reply) => {
      const result = await cardFromQuestion(db, requireUser(req), req.body);
      return reply.code(result.created ? 201 : 200).send(result);
    },
  );
}
