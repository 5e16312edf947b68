import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveMediaSource } from './mediaSource.js';

const youtubeEmbed = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0';

describe('resolveMediaSource', () => {
  it.each([
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtube.com/watch?v=aqz-KE-bpKQ&t=42s',
    'https://m.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtu.be/aqz-KE-bpKQ',
    'https://www.youtube.com/embed/aqz-KE-bpKQ',
    'https://www.youtube.com/shorts/aqz-KE-bpKQ',
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  ])('embeds YouTube from %s, without tracking cookies', (url) => {
    expect(resolveMediaSource(url)).toEqual({ kind: 'embed', provider: 'youtube', embedUrl: youtubeEmbed });
  });

  it.each(['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'])(
    'embeds Vimeo from %s',
    (url) => {
      expect(resolveMediaSource(url)).toEqual({
        kind: 'embed',
        provider: 'vimeo',
        embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
      });
    },
  );

  it('plays an animation when the file ends in .json (SPEC §2 item 13)', () => {
    expect(resolveMediaSource('/media/intro.json')).toEqual({ kind: 'animation', url: '/media/intro.json' });
    expect(resolveMediaSource('https://cdn.example.com/a/INTRO.JSON?v=2')).toMatchObject({
      kind: 'animation',
    });
  });

  it('recognises images and video files by their extension', () => {
    expect(resolveMediaSource('/media/pobocka.webp')).toMatchObject({ kind: 'image' });
    expect(resolveMediaSource('https://cdn.example.com/foto.JPG')).toMatchObject({ kind: 'image' });
    expect(resolveMediaSource('/media/spot.mp4')).toMatchObject({ kind: 'video' });
  });

  it.each([
    'https://www.example.com/video',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/channels/staffpicks',
    'javascript:alert(1)',
    'ftp://example.com/video.mp4',
  ])('calls %s unknown, so the popup shows its fallback', (url) => {
    expect(resolveMediaSource(url)).toMatchObject({ kind: 'unknown' });
  });

  it('has nothing to show for an empty source', () => {
    expect(resolveMediaSource('')).toBeNull();
    expect(resolveMediaSource('   ')).toBeNull();
    expect(resolveMediaSource(undefined)).toBeNull();
  });

  // Generating URLs is slow on a loaded 2-core machine (54 s once beside npm test's other suites and
  // other work): a longer timeout, a fixed number of runs.
  it('never embeds anything but the two providers, whatever the URL', { timeout: 90_000 }, () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string()),
        (url) => {
          const source = resolveMediaSource(url);
          if (source?.kind === 'embed') {
            expect(source.embedUrl).toMatch(
              /^https:\/\/(www\.youtube-nocookie\.com\/embed|player\.vimeo\.com\/video)\//,
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
