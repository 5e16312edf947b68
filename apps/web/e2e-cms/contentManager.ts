import { expect } from '@playwright/test';
import { CMS_URL } from './servers';

/**
 * The admin panel's own API (`/content-manager/…`), called as the panel calls it, with an admin's
 * token. The person is the one preview.spec.ts registers as the first administrator: the spec that
 * runs first registers her (Strapi offers that only while no admin exists), any later one logs in.
 */
const EDITOR = {
  firstname: 'Eva',
  lastname: 'Editorová',
  email: 'eva.editorova@example.cz',
  password: 'Koncept-2026-heslo',
};

async function tokenFrom(response: Response): Promise<string> {
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

export async function editorToken(): Promise<string> {
  const init = (await (await fetch(`${CMS_URL}/admin/init`)).json()) as { data: { hasAdmin: boolean } };
  const json = { 'Content-Type': 'application/json' };
  if (!init.data.hasAdmin) {
    const registered = await fetch(`${CMS_URL}/admin/register-admin`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(EDITOR),
    });
    // Another spec may have been quicker: then she exists, and logs in.
    if (registered.ok) return tokenFrom(registered);
  }
  return tokenFrom(
    await fetch(`${CMS_URL}/admin/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: EDITOR.email, password: EDITOR.password }),
    }),
  );
}

/** One call of the content manager: its JSON answer, after checking that it succeeded. */
export async function contentManager<T = { data: Record<string, unknown> }>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${CMS_URL}/content-manager${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // 201 for a document created, 200 otherwise.
  expect(response.ok, `${method} ${path}: ${response.status} ${await response.clone().text()}`).toBe(true);
  return (await response.json()) as T;
}
