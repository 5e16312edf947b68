import type { APIRoute } from 'astro';
import { liveness } from '../site/readiness';

/** Liveness: the process answers (src/site/readiness.ts). */
export const GET: APIRoute = () => liveness();
export const HEAD: APIRoute = () => liveness();
