import type { HttpBindings } from '@hono/node-server';
import {
  type ApiConfig,
  type Endpoint,
  endpointUrl,
  otherEndpoints,
  siteEndpoints,
} from '@insurance-web/api-client';
import {
  anonymousWhistleblowingPayloadSchema,
  callbackLeadPayloadSchema,
  callbackValuesSchema,
  callMeFormPayloadSchema,
  callMeLatestPayloadSchema,
  callMeOfferPayloadSchema,
  cascoEmailPayloadSchema,
  cascoPhonePayloadSchema,
  claimReportPayloadSchema,
  emptyBodySchema,
  meetingPayloadSchema,
  mobilityPayloadVariants,
  namedWhistleblowingPayloadSchema,
  needHelpPayloadSchema,
  questionPayloadSchema,
  serviceBookingPayloadSchemas,
  suitabilityRecordPayloadSchema,
} from '@insurance-web/api-client/schemas';
import { messages, normalizePlate, PLATE_MAX_LENGTH } from '@insurance-web/validation';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import {
  DEFAULT_CORS_ORIGINS,
  DEFAULT_SITE_URL,
  DEFAULT_SLUG,
  type FailMode,
  MAX_BODY_BYTES,
  parseFailHeader,
  parseLatency,
  type SandboxOptions,
} from './config.ts';
import { openStore, type SandboxStore, type TokenKind } from './db.ts';
import { DEMO_POSITIONS, findVehicle, releaseNotesResponse } from './demoData.ts';
import { type ErrorItem, errorBody, issueItems, type PayloadSchema, VALIDATION_FAILED } from './errors.ts';
import { BAD_IDEMPOTENCY_KEY, REUSED_IDEMPOTENCY_KEY, readIdempotencyKey } from './idempotency.ts';
import { cancellationLink, inboxHtml } from './inbox.ts';
import { minimalPdf } from './pdf.ts';
import { tileCoordinates, tileSvg } from './tiles.ts';

type AppEnv = { Bindings: Partial<HttpBindings> };
type Ctx = Context<AppEnv>;

export interface Sandbox {
  app: Hono<AppEnv>;
  store: SandboxStore;
  /** The paths every call is served at, by call name (also `GET /`). */
  routes: RouteInfo[];
  close(): void;
}

export interface RouteInfo {
  name: string;
  method: string;
  path: string;
}

/** The cancellation codes of SPEC §8, as the api-client's `cancellationFailure` expects them. */
const ALREADY_CANCELLED: Record<TokenKind, string> = {
  contract: 'terminateOnboardingEventNotFound',
  change: 'terminateChangeEventNotFound',
};

/** Paths come from the api-client's own endpoint builders, so the two cannot drift apart. */
function pathOf(config: ApiConfig, target: Endpoint): string {
  const { query: _query, ...rest } = target;
  return new URL(endpointUrl(config, rest), 'http://sandbox.invalid').pathname;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The payload that passes one of the schemas, or the issues of the closest one. */
function validate(schemas: readonly PayloadSchema[], value: unknown): ErrorItem[] | undefined {
  let best: ErrorItem[] | undefined;
  for (const schema of schemas) {
    const result = schema.safeParse(value);
    if (result.success) return undefined;
    const items = issueItems(result.error.issues);
    if (!best || items.length < best.length) best = items;
  }
  return best ?? [];
}

type JsonRead = { ok: true; raw: string; value: unknown } | { ok: false; response: Response };

async function readJson(c: Ctx): Promise<JsonRead> {
  const type = c.req.header('content-type');
  if (type && !/^application\/([\w.-]+\+)?json\b/i.test(type.trim())) {
    const message = 'Server přijímá jen JSON (content-type: application/json).';
    return {
      ok: false,
      response: c.json(errorBody(message, [{ code: 'unsupportedMediaType', message }]), 415),
    };
  }
  const raw = await c.req.text();
  if (raw.trim() === '') {
    return {
      ok: false,
      response: c.json(
        errorBody('Chybí tělo požadavku: server čeká JSON.', [
          { code: 'emptyBody', message: 'Chybí tělo požadavku: server čeká JSON.' },
        ]),
        400,
      ),
    };
  }
  try {
    return { ok: true, raw, value: JSON.parse(raw) };
  } catch (error) {
    const detail = error instanceof SyntaxError ? error.message : 'neznámá chyba';
    const message = `Tělo požadavku není platný JSON (${detail}).`;
    return { ok: false, response: c.json(errorBody(message, [{ code: 'malformedJson', message }]), 400) };
  }
}

/** Builds the sandbox: the Hono app over an opened store. Serve `app.fetch`; call `close` when done. */
export function createSandbox(options: SandboxOptions): Sandbox {
  const slug = options.slug ?? DEFAULT_SLUG;
  const siteUrl = options.siteUrl ?? DEFAULT_SITE_URL;
  const store = openStore(options.dbFile, { seedTokens: options.seedTokens ?? true });
  const pathConfig: ApiConfig = { host: '', slug, environment: 'sandbox' };
  const path = (target: Endpoint) => pathOf(pathConfig, target);
  const routes: RouteInfo[] = [];
  const app = new Hono<AppEnv>();
  const log = options.log;

  app.onError((error, c) => {
    log?.(`error ${c.req.method} ${c.req.path}: ${error instanceof Error ? error.message : String(error)}`);
    const message = 'Interní chyba sandboxu.';
    return c.json(errorBody(message, [{ code: 'internalError', message }]), 500);
  });

  app.notFound((c) => {
    const message = `Adresa ${c.req.method} ${c.req.path} v sandboxu neexistuje.`;
    return c.json(errorBody(message, [{ code: 'notFound', message }]), 404);
  });

  if (log) {
    app.use('*', async (c, next) => {
      const started = Date.now();
      await next();
      // `c.req.path` has no query: the cancellation token never reaches the log.
      log(`${c.req.method} ${c.req.path} ${c.res.status} ${Date.now() - started} ms`);
    });
  }

  app.use(
    '*',
    cors({
      origin: [...(options.corsOrigins ?? DEFAULT_CORS_ORIGINS)],
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: [
        'content-type',
        'x-source',
        'x-api-key',
        'idempotency-key',
        'x-sandbox-latency',
        'x-sandbox-fail',
      ],
      exposeHeaders: ['content-disposition', 'idempotent-replayed'],
      maxAge: 600,
    }),
  );

  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => {
        const message = `Tělo požadavku je větší než ${MAX_BODY_BYTES / 1024} KB.`;
        return c.json(errorBody(message, [{ code: 'payloadTooLarge', message }]), 413);
      },
    }),
  );

  // Latency and failure injection, for the API only: the inbox stays usable while `SANDBOX_FAIL=all`.
  app.use('/api/*', async (c, next) => {
    const latency = parseLatency(c.req.header('x-sandbox-latency')) ?? options.latencyMs ?? 0;
    if (latency > 0) await sleep(latency);
    const headerMode = parseFailHeader(c.req.header('x-sandbox-fail'));
    const rule = (options.fail ?? []).find(
      (entry) => entry.match === 'all' || c.req.path.includes(entry.match),
    );
    const mode: FailMode | undefined = headerMode ?? rule?.mode;
    if (mode === undefined) return next();
    if (mode === 'network') {
      const socket = c.env?.incoming?.socket;
      if (socket) {
        socket.destroy();
        return c.body(null, 503);
      }
      const message = 'Simulovaný výpadek sítě (sandbox).';
      return c.json(errorBody(message, [{ code: 'sandboxNetworkFailure', message }]), 503);
    }
    const message = `Simulovaná chyba ${mode} (sandbox).`;
    return c.json(errorBody(message, [{ code: 'sandboxInjectedFailure', message }]), mode as 400 | 500 | 503);
  });

  const record = (c: Ctx, name: string, raw: string, withQuery = true, idempotencyKey?: string) => {
    const search = withQuery ? new URL(c.req.url).search : '';
    return store.record({
      endpoint: name,
      method: c.req.method,
      path: `${c.req.path}${search}`,
      payload: raw,
      source: c.req.header('x-source')?.slice(0, 64) ?? null,
      idempotencyKey: idempotencyKey ?? null,
    });
  };

  /**
   * A form call: JSON body, validated by the api-client's payload schema(s), stored, answered 200.
   * With an `Idempotency-Key` (a tab that sends a lead again after it was offline), the same key with
   * the same body within a day is answered with the first lead's answer and stores nothing; the same
   * key with another body or call is refused with 422 (the IETF httpapi draft's rules).
   */
  const form = (name: string, target: Endpoint, schemas: readonly PayloadSchema[]) => {
    const at = path(target);
    routes.push({ name, method: 'POST', path: at });
    app.post(at, async (c) => {
      const key = readIdempotencyKey(c.req.header('idempotency-key'));
      if (key === false) {
        return c.json(
          errorBody(BAD_IDEMPOTENCY_KEY, [{ code: 'badIdempotencyKey', message: BAD_IDEMPOTENCY_KEY }]),
          400,
        );
      }
      const read = await readJson(c);
      if (!read.ok) return read.response;
      const errors = validate(schemas, read.value);
      if (errors) return c.json(errorBody(VALIDATION_FAILED, errors), 400);
      // From the lookup to the insert nothing awaits: two sends of one key cannot both be stored.
      const earlier = key ? store.byIdempotencyKey(key) : undefined;
      if (earlier) {
        if (earlier.endpoint !== name || earlier.payload !== read.raw) {
          return c.json(
            errorBody(REUSED_IDEMPOTENCY_KEY, [
              { code: 'reusedIdempotencyKey', message: REUSED_IDEMPOTENCY_KEY },
            ]),
            422,
          );
        }
        c.header('idempotent-replayed', 'true');
        return c.json({ id: earlier.id, receivedAt: earlier.receivedAt }, 200);
      }
      const saved = record(c, name, read.raw, true, key);
      return c.json({ id: saved.id, receivedAt: saved.receivedAt }, 200);
    });
  };

  form('callMeOffer', siteEndpoints.callMeOffer(), [callMeOfferPayloadSchema, callMeFormPayloadSchema]);
  form('callMeOfferLatest', siteEndpoints.callMeOfferLatest(), [callMeLatestPayloadSchema]);
  form('callMeTravel', siteEndpoints.callMeTravel(), [callbackValuesSchema]);
  form('callMeLiability', siteEndpoints.callMeLiability(), [callbackValuesSchema]);
  form('callMeVehicle', siteEndpoints.callMeVehicle(), [callbackValuesSchema]);
  form('callMeLead', siteEndpoints.callMeLead(), [callbackLeadPayloadSchema]);
  form('question', siteEndpoints.question(), [questionPayloadSchema]);
  form('needHelp', siteEndpoints.needHelp(), [needHelpPayloadSchema]);
  // The claim pages' request to be called about a claim: a kind of its own, never a need-help lead.
  form('claimReport', siteEndpoints.claimReport(), [claimReportPayloadSchema]);
  form('serviceBooking', siteEndpoints.serviceBooking(), serviceBookingPayloadSchemas);
  form('meeting', siteEndpoints.meeting(slug), [meetingPayloadSchema]);
  // Mobility and its guarantee share the payload; each variant (broker, one client identification) is
  // its own schema, so a refusal names the fields of the closest one.
  const mobilityVariants = mobilityPayloadVariants(slug);
  form('mobility', siteEndpoints.mobility(slug), mobilityVariants);
  form('mobilityGuarantee', siteEndpoints.mobilityGuarantee(slug, true), mobilityVariants);
  form('mobilityGuaranteeV1', siteEndpoints.mobilityGuarantee(slug, false), mobilityVariants);
  form('cascoOffer', siteEndpoints.cascoOffer(), [cascoPhonePayloadSchema, cascoEmailPayloadSchema]);
  // The whistleblowing channel (SPEC §7 "others"): an anonymous report and a named one are separate
  // schemas, so a refusal names the field of the closest (a name sent with `anonymous: true`).
  form('whistleblowing', otherEndpoints.whistleblowing(), [
    anonymousWhistleblowingPayloadSchema,
    namedWhistleblowingPayloadSchema,
  ]);

  // Vehicle info by plate (SPEC §7): found → the vehicle, unknown → 404 in the §8 shape.
  const vehiclePath = path(siteEndpoints.vehicleInfo(''));
  routes.push({ name: 'vehicleInfo', method: 'GET', path: `${vehiclePath}?spz=` });
  app.get(vehiclePath, (c) => {
    const plate = c.req.query('spz')?.trim() ?? '';
    if (plate === '') {
      const message = messages.cs.spzRequired;
      return c.json(errorBody(VALIDATION_FAILED, [{ code: 'required', field: 'spz', message }]), 400);
    }
    if (normalizePlate(plate).length > PLATE_MAX_LENGTH) {
      const message = messages.cs.plateTooLong;
      return c.json(errorBody(VALIDATION_FAILED, [{ code: 'too_big', field: 'spz', message }]), 400);
    }
    const vehicle = findVehicle(plate);
    if (!vehicle) {
      const message = 'Údaje o vozidle jsme nenašli.';
      return c.json(errorBody(message, [{ code: 'vehicleNotFound', field: 'spz', message }]), 404);
    }
    return c.json(vehicle, 200);
  });

  // The rollout check: any success status means the new quote flow is available.
  const rolloutPath = path(siteEndpoints.rollout('__flag__')).replace('__flag__', ':flag');
  routes.push({ name: 'rollout', method: 'GET', path: `${rolloutPath}?enviroment=` });
  app.get(rolloutPath, (c) => {
    const flag = c.req.param('flag') ?? '';
    const rollout = options.rollout ?? true;
    const enabled = rollout === true || (Array.isArray(rollout) && rollout.includes(flag));
    if (enabled) return c.json({ flag, enabled: true, enviroment: c.req.query('enviroment') ?? null }, 200);
    const message = `Funkce ${flag} není v tomto prostředí povolena.`;
    return c.json(errorBody(message, [{ code: 'featureNotPermitted', message }]), 403);
  });

  // Cancellation links: one-shot tokens; the token is neither logged nor stored with the request.
  const cancellation = (name: string, target: Endpoint, kind: TokenKind, param: string) => {
    const at = path(target);
    routes.push({ name, method: 'POST', path: `${at}?${param}=` });
    app.post(at, async (c) => {
      const read = await readJson(c);
      if (!read.ok) return read.response;
      const errors = validate([emptyBodySchema], read.value);
      if (errors) return c.json(errorBody(VALIDATION_FAILED, errors), 400);
      const token = c.req.query(param) ?? '';
      if (token === '' || !store.consumeToken(token, kind)) {
        const code = ALREADY_CANCELLED[kind];
        const message = kind === 'contract' ? 'Tato smlouva už je zrušena.' : 'Tato změna už je zrušena.';
        return c.json(errorBody(message, [{ code, message }]), 400);
      }
      const saved = record(c, name, read.raw, false);
      return c.json({ id: saved.id, receivedAt: saved.receivedAt }, 200);
    });
  };
  cancellation('cancelContract', siteEndpoints.cancelContract(''), 'contract', 'encoded');
  cancellation('cancelChange', siteEndpoints.cancelChange(''), 'change', 'encodedKey');

  // Content: release notes (Strapi-like) and the careers feed.
  const notesPath = path(siteEndpoints.releaseNotes('__id__')).replace('__id__', ':id');
  routes.push({ name: 'releaseNotes', method: 'GET', path: notesPath });
  app.get(notesPath, (c) => {
    // Absent: all notes on one page, the first. Present: a whole number from 1 (at most 100 a page).
    const paging: { perPage?: number; page?: number } = {};
    const limits = { perPage: 100, page: Number.MAX_SAFE_INTEGER } as const;
    for (const name of ['perPage', 'page'] as const) {
      const raw = c.req.query(name);
      if (raw === undefined) continue;
      const value = Number(raw);
      if (raw.trim() === '' || !Number.isInteger(value) || value < 1 || value > limits[name]) {
        const message =
          name === 'perPage'
            ? 'Parametr perPage musí být celé číslo od 1 do 100.'
            : 'Parametr page musí být celé číslo od 1.';
        return c.json(errorBody(VALIDATION_FAILED, [{ code: 'invalidPaging', field: name, message }]), 400);
      }
      paging[name] = value;
    }
    const body = releaseNotesResponse(c.req.param('id') ?? '', paging);
    if (body) return c.json(body, 200);
    const message = 'Poznámky k vydání nenalezeny.';
    return c.json(errorBody(message, [{ code: 'notFound', message }]), 404);
  });

  const careersPath = path(siteEndpoints.careers());
  routes.push({ name: 'careers', method: 'GET', path: careersPath });
  app.get(careersPath, (c) => c.json({ payload: DEMO_POSITIONS }, 200));

  // The suitability record: a real one-page PDF.
  const suitabilityPath = path(siteEndpoints.suitabilityRecord());
  routes.push({ name: 'suitabilityRecord', method: 'POST', path: suitabilityPath });
  app.post(suitabilityPath, async (c) => {
    const read = await readJson(c);
    if (!read.ok) return read.response;
    const errors = validate([suitabilityRecordPayloadSchema], read.value);
    if (errors) return c.json(errorBody(VALIDATION_FAILED, errors), 400);
    const saved = record(c, 'suitabilityRecord', read.raw);
    const record_ = (read.value as { suitabilityRecord: { request: string } }).suitabilityRecord;
    const pdf = minimalPdf([
      'Záznam z jednání (sandbox)',
      `Číslo záznamu: ${saved.id}`,
      `Vytvořeno: ${saved.receivedAt}`,
      `Požadavek: ${record_.request.slice(0, 80)}`,
    ]);
    return c.body(pdf.buffer as ArrayBuffer, 200, {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="zaznam_z_jednani.pdf"',
    });
  });

  // Documents the CMS links to with a relative address (a dynamic section's link is prefixed with the
  // API host, SPEC §2), as Strapi serves its uploads: any `/uploads/<name>.pdf` is a one-page PDF naming it.
  routes.push({ name: 'uploads', method: 'GET', path: '/uploads/{name}.pdf' });
  app.get('/uploads/:file{[a-z0-9][a-z0-9-]{0,80}\\.pdf}', (c) => {
    const file = c.req.param('file');
    const pdf = minimalPdf(['Ukázkový dokument (sandbox)', `Soubor: ${file}`]);
    return c.body(pdf.buffer as ArrayBuffer, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${file}"`,
    });
  });

  // Map tiles for the branch map (the host's `PUBLIC_MAP_TILE_URL` outside production): see tiles.ts.
  routes.push({ name: 'mapTiles', method: 'GET', path: '/tiles/{z}/{x}/{y}.svg' });
  app.get('/tiles/:z{[0-9]{1,2}}/:x{[0-9]{1,8}}/:file{[0-9]{1,8}\\.svg}', (c) => {
    const coordinates = tileCoordinates(c.req.param('z'), c.req.param('x'), c.req.param('file').slice(0, -4));
    if (!coordinates) return c.body(null, 404);
    return c.body(tileSvg(...coordinates), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
    });
  });

  // API key renewal (central table, `latest security/apikey/renew`); the method is not shown, both work.
  const renewPath = path({ host: 'api', base: 'latest', path: 'security/apikey/renew', method: undefined });
  routes.push({ name: 'renewApiKey', method: 'GET|POST', path: renewPath });
  app.on(['GET', 'POST'], renewPath, async (c) => {
    let raw = '{}';
    if (c.req.method === 'POST') {
      const text = await c.req.text();
      if (text.trim() !== '') {
        try {
          JSON.parse(text);
        } catch {
          const message = 'Tělo požadavku není platný JSON.';
          return c.json(errorBody(message, [{ code: 'malformedJson', message }]), 400);
        }
        raw = text;
      }
      record(c, 'renewApiKey', raw);
    }
    const validTo = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    return c.json({ apiKey: `sandbox-${crypto.randomUUID()}`, validTo }, 200);
  });

  // What arrived, for people (HTML) and tests (JSON).
  const inboxData = () => ({
    requests: store.requests().map((request) => {
      let payload: unknown = request.payload;
      try {
        payload = JSON.parse(request.payload);
      } catch {
        // Stored as received; shown as text.
      }
      return { ...request, raw: request.payload, payload };
    }),
    tokens: store.tokens({ unusedOnly: true }).map((token) => ({
      kind: token.kind,
      label: token.label,
      token: token.token,
      url: cancellationLink(siteUrl, token),
    })),
  });
  app.get('/inbox', (c) => {
    c.header('cache-control', 'no-store');
    c.header('referrer-policy', 'no-referrer');
    return c.html(inboxHtml(store.requests(), store.tokens({ unusedOnly: true }), siteUrl));
  });
  app.get('/inbox.json', (c) => {
    c.header('cache-control', 'no-store');
    return c.json(inboxData(), 200);
  });
  app.get('/', (c) => c.json({ name: '@insurance-web/sandbox-api', slug, routes }, 200));

  return { app, store, routes, close: () => store.close() };
}
