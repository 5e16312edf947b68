import { describe, expect, it } from 'vitest';
import { imageLoader, imageLoaderFor } from './images';

describe('image loader', () => {
  it('resizes the site’s own files and leaves other addresses alone', () => {
    expect(imageLoader({ src: '/images/hero.jpg', width: 640 })).toBe(
      '/_image?href=%2Fimages%2Fhero.jpg&w=640&f=webp',
    );
    expect(imageLoader({ src: 'https://cdn.example.test/a.jpg', width: 640 })).toBe(
      'https://cdn.example.test/a.jpg',
    );
    expect(imageLoader({ src: '//cdn.example.test/a.jpg', width: 640 })).toBe('//cdn.example.test/a.jpg');
  });

  it('resizes the CMS’s uploads when the CMS origin is given (STRAPI_URL)', () => {
    const loader = imageLoaderFor(['http://127.0.0.1:1337']);
    expect(loader({ src: 'http://127.0.0.1:1337/uploads/hero_ab12.jpg', width: 320 })).toBe(
      '/_image?href=http%3A%2F%2F127.0.0.1%3A1337%2Fuploads%2Fhero_ab12.jpg&w=320&f=webp',
    );
    expect(loader({ src: 'http://127.0.0.1:1337/api/pages', width: 320 })).toBe(
      'http://127.0.0.1:1337/api/pages',
    );
    expect(loader({ src: 'http://127.0.0.1:9999/uploads/x.jpg', width: 320 })).toBe(
      'http://127.0.0.1:9999/uploads/x.jpg',
    );
  });
});
