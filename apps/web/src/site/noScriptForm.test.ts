import { describe, expect, it } from 'vitest';
import { formPageFrom, NO_SCRIPT_FORM_PATH } from './noScriptForm';

const origin = 'http://localhost:3000';

describe('formPageFrom', () => {
  it('is the path of the site’s page the form was on, without its query or fragment', () => {
    expect(formPageFrom(`${origin}/dotaz?utm_source=x#formular`, origin)).toBe('/dotaz');
    expect(formPageFrom(`${origin}/`, origin)).toBe('/');
  });

  it('is null for another site, this page itself, no Referer or a malformed one', () => {
    expect(formPageFrom('https://example.com/dotaz', origin)).toBeNull();
    expect(formPageFrom('http://localhost:3001/dotaz', origin)).toBeNull();
    expect(formPageFrom(`${origin}${NO_SCRIPT_FORM_PATH}`, origin)).toBeNull();
    expect(formPageFrom(null, origin)).toBeNull();
    expect(formPageFrom('not a url', origin)).toBeNull();
  });
});
