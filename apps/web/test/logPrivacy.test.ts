import { describe, expect, it } from 'vitest';
import { logFindings, personalValues } from '../e2e/logPrivacy';

/** The end-to-end suite's check of the site's log (e2e/logPrivacy.ts) finds what it must. */
describe('the site log’s privacy check', () => {
  const lead = {
    firstName: 'Jana',
    lastName: 'Nováková',
    email: 'jana.novakova@example.cz',
    phone: '+420 777 123 456',
    contact: { personalId: '900101/1234' },
    consents: [{ text: 'Souhlasím se zpracováním' }],
    source: '/dotaz',
    topic: 'pojisteni',
  };

  it('takes the personal fields of a stored lead, with the digits of numbers alone', () => {
    expect(personalValues(lead).sort()).toEqual(
      [
        'Nováková',
        'jana.novakova@example.cz',
        '+420 777 123 456',
        '420777123456',
        '900101/1234',
        '9001011234',
        'Souhlasím se zpracováním',
      ].sort(),
    );
  });

  it('fails a line that holds a typed value, as typed or as an address encodes it, and a line that is not JSON', () => {
    const typed = personalValues(lead);
    const log = [
      '{"msg":"request","path":"/dotaz","status":200}',
      '{"msg":"request","path":"/hledat?q=900101%2F1234"}',
      '{"msg":"error","err":{"message":"jana.novakova@example.cz"}}',
      'Site listening on http://localhost:3000',
      '',
      '{"msg":"request","path":"/zruseni-smlouvy"}',
    ].join('\n');
    expect(logFindings(log, typed)).toEqual([
      { line: 2, problem: 'holds 1 value(s) a visitor typed' },
      { line: 3, problem: 'holds 1 value(s) a visitor typed' },
      { line: 4, problem: 'not a JSON line' },
    ]);
    expect(logFindings('{"msg":"request","path":"/dotaz"}\n', typed)).toEqual([]);
  });
});
