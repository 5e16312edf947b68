import { describe, expect, it } from 'vitest';
import { changesetProblems, peerMajorProblems } from './changeset-check.mjs';

const published = new Set(['@insurance-web/ui', '@insurance-web/content-sections']);
const changeset = (front, text) => `---\n${front}\n---\n\n${text}\n`;
const GOOD =
  'The hero block no longer crops a portrait photo: a site that set `focus` to work around it can remove it.';

describe('the changeset check', () => {
  it('accepts a changeset that names a package and its bump and says what a site does', () => {
    expect(changesetProblems(changeset('"@insurance-web/content-sections": patch', GOOD), published)).toEqual(
      [],
    );
  });

  it('rejects a changeset without a package, with a package not of this repository, or without a bump', () => {
    expect(changesetProblems(changeset('', GOOD), published)).toEqual(['it names no package']);
    expect(changesetProblems(changeset('"@insurance-web/web": patch', GOOD), published)).toEqual([
      '@insurance-web/web is not a published package of this repository',
    ]);
    expect(changesetProblems(changeset('"@insurance-web/ui": none', GOOD), published)).toEqual([
      '@insurance-web/ui: none is not patch, minor or major',
    ]);
    expect(changesetProblems(changeset('"@insurance-web/ui": huge', GOOD), published)[0]).toMatch(
      /invalid version type "huge"/,
    );
  });

  it('rejects a note that is not a sentence for consumers, or cites an issue number', () => {
    expect(changesetProblems(changeset('"@insurance-web/ui": patch', 'fix types'), published)[0]).toMatch(
      /not a sentence a consumer can act on \(2 words\)/,
    );
    expect(
      changesetProblems(changeset('"@insurance-web/ui": patch', `${GOOD} Found in issue 25.`), published),
    ).toEqual(['it cites an issue number, which a consumer cannot look up: say what changed instead']);
  });

  it('asks for a major of every peer dependent when their peer goes major, and of nothing else', () => {
    const peersOf = {
      '@insurance-web/ui': [],
      '@insurance-web/content-sections': ['@insurance-web/ui'],
      '@insurance-web/careers': ['@insurance-web/ui'],
      '@insurance-web/validation': [],
    };
    const ui = { releases: [{ name: '@insurance-web/ui', type: 'major' }] };
    expect(peerMajorProblems([ui], peersOf)).toEqual([
      '@insurance-web/ui goes major, so @insurance-web/content-sections, @insurance-web/careers (its peer dependents) must go major in the same release: add them to the changeset, with what a site does',
    ]);
    const blocks = {
      releases: [
        { name: '@insurance-web/content-sections', type: 'major' },
        { name: '@insurance-web/careers', type: 'major' },
      ],
    };
    expect(peerMajorProblems([ui, blocks], peersOf)).toEqual([]);
    expect(
      peerMajorProblems(
        [{ releases: [{ name: '@insurance-web/ui', type: 'minor' }] }, { releases: [] }],
        peersOf,
      ),
    ).toEqual([]);
  });
});
