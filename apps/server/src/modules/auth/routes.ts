import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authResponse,
  forgotPasswordRequest,
  meResponse,
  otpRequest,
  otpRequestedResponse,
  otpVerifyRequest,
  refreshRequest,
  resetPasswordRequest,
  signInRequest,
  signOutRequest,
  signUpRequest,
  signUpResendRequest,
  signUpStartedResponse,
  signUpVerifyRequest,
  tokenPairResponse,
} from '@pariksha/shared/schemas/auth';
import { okResponse } from '@pariksha/shared/schemas/common';
import { requireUser } from '../../plugins/auth.ts';
import { recordDevice } from './devices.ts';
import * as otp from './otp.ts';
import * as service from './service.ts';
import * as signup from './signup.ts';

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // Per-IP limit on every credential endpoint; per-account failures are counted in the service.
  const ipLimit = { max: deps.config.signIn.maxPerIp, timeWindow: deps.config.signIn.windowMs };
  const tags = ['auth'];

  // Sign-up answers 202 alike for a new and an existing email; the account is made at /verify.
  app.post(
    '/auth/signup',
    {
      config: { access: 'public', rateLimit: ipLimit },
      schema: { tags, body: signUpRequest, response: { 202: signUpStartedResponse } },
    },
    async (req, reply) => reply.code(202).send(await signup.startSignUp(deps, req.body)),
  );

  app.post(
    '/auth/signup/verify',
    {
      config: { access: 'public', rateLimit: ipLimit },
      schema: { tags, body: signUpVerifyRequest, response: { 201: authResponse } },
    },
    async (req, reply) => {
      const session = await signup.verifySignUp(deps, req.body);
      await recordDevice(deps, req, session.refreshToken);
      return reply.code(201).send(session);
    },
  );

  app.post(
    '/auth/signup/resend',
    {
      config: { access: 'public', rateLimit: ipLimit },
      schema: { tags, body: signUpResendRequest, response: { 202: signUpStartedResponse } },
    },
    async (req, reply) => reply.code(202).send(await signup.resendSignUpCode(deps, req.body)),
  );

  app.post(
    '/auth/signin',
    { config: { access: 'public', rateLimit: ipLimit }, schema: { tags, body: signInRequest, response: { 200: authResponse } } },
    async (req) => {
      const session = await service.signIn(deps, req.body);
      await recordDevice(deps, req, session.refreshToken);
      return session;
    },
  );

  // Mobile-number sign-in: 202 alike whether or not the number has an account; the code by SMS.
  app.post(
    '/auth/otp/request',
    {
      config: { access: 'public', rateLimit: ipLimit },
      schema: { tags, body: otpRequest, response: { 202: otpRequestedResponse } },
    },
    async (req, reply) => reply.code(202).send(await otp.requestOtp(deps, req.body.phone)),
  );

  app.post(
    '/auth/otp/verify',
    { config: { access: 'public', rateLimit: ipLimit }, schema: { tags, body: otpVerifyRequest, response: { 200: authResponse } } },
    async (req) => {
      const session = await otp.verifyOtp(deps, req.body.phone, req.body.code);
      await recordDevice(deps, req, session.refreshToken);
      return session;
    },
  );

  app.post(
    '/auth/refresh',
    { config: { access: 'public' }, schema: { tags, body: refreshRequest, response: { 200: tokenPairResponse } } },
    async (req) => {
      const tokens = await service.refresh(deps, req.body.refreshToken);
      // Nothing is written when this family already has this device (the usual refresh).
      await recordDevice(deps, req, tokens.refreshToken);
      return tokens;
    },
  );

  app.post(
    '/auth/signout',
    { config: { access: 'public' }, schema: { tags, body: signOutRequest, response: { 200: okResponse } } },
    async (req) => {
      await service.signOut(deps, req.body.refreshToken);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/forgot-password',
    { config: { access: 'public', rateLimit: ipLimit }, schema: { tags, body: forgotPasswordRequest, response: { 200: okResponse } } },
    async (req) => {
      await service.forgotPassword(deps, req.body.email);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/reset-password',
    { config: { access: 'public', rateLimit: ipLimit }, schema: { tags, body: resetPasswordRequest, response: { 200: okResponse } } },
    async (req) => {
      await service.resetPassword(deps, req.body.token, req.body.password);
      return { ok: true as const };
    },
  );

  // Sensitive: the web asks /auth/me when a socket handshake is refused, and a 401 here is what
  // makes it refresh a token that a role, password or active change has made stale.
  app.get('/auth/me', { config: { access: 'user', sensitive: true }, schema: { tags, response: { 200: meResponse } } }, async (req) =>
    service.currentSession(deps.db, requireUser(req).id),
  );
}
