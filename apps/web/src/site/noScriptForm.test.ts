import { describe, expect, it } from 'vitest';
import { formPageFrom, NO_SCRIPT_FORM_PATH } from './noScriptForm';

const host = 'www.horizont.example';

describe('formPageFrom', () => {
  it('is the path of the site’s page the form was on, without its query or fragment', () => {
    expect(formPageFrom(`https://${host}/dotaz?utm_source=x#formular`, host)).toBe('/dotaz');
    expect(formPageFrom(`https://${host}/`, host)).toBe('/');
    // Behind a proxy that ends TLS the page itself is asked for over http.
    expect(formPageFrom(`http://${host}/pomoc`, host)).toBe('/pomoc');
  });

  it('is null for another site, this page itself, no Referer or a malformed one', () => {
    expect(formPageFrom('https://example.com/dotaz', host)).toBeNull();
    expect(formPageFrom(`https://${host}:8443/dotaz`, host)).toBeNull();
    expect(formPageFrom(`ftp://${host}/dotaz`, host)).toBeNull();
    expect(formPageFrom(`https://${host}${NO_SCRIPT_FORM_PATH}`, host)).toBeNull();
    expect(formPageFrom(null, host)).toBeNull();
    expect(formPageFrom('not a url', host)).toBeNull();
  });
});
