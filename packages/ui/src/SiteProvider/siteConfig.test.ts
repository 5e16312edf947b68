import { describe, expect, it, vi } from 'vitest';
import {
  brandAttributes,
  clockFor,
  fixedClock,
  heroLogo,
  memoryNavigation,
  systemClock,
} from './siteConfig.js';

const logos = {
  insurance: { src: '/logos/pojistovna.svg', alt: 'Pojišťovna', width: 240, height: 48 },
  mobility: { src: '/logos/auto.svg', alt: 'Auto', width: 200, height: 48 },
};

describe('clocks', () => {
  it('a fixed clock always answers the same instant', () => {
    const clock = fixedClock('2026-11-25T08:59:59.000Z');
    expect(clock.now().toISOString()).toBe('2026-11-25T08:59:59.000Z');
    clock.now().setFullYear(2000);
    expect(clock.now().toISOString()).toBe('2026-11-25T08:59:59.000Z');
  });

  it('refuses an instant that is not one', () => {
    expect(() => fixedClock('zítra v deset')).toThrow(RangeError);
  });

  it('follows the configuration: fixed when `now` is given, the real clock otherwise', () => {
    expect(clockFor({ now: '2026-01-01T00:00:00Z' }).now().toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(clockFor({})).toBe(systemClock);
  });
});

describe('memoryNavigation', () => {
  it('reads and writes query parameters and tells its subscribers', () => {
    const navigation = memoryNavigation('https://www.example.cz/pobocky?pobocka=brno-vinohrady');
    const listener = vi.fn();
    const unsubscribe = navigation.subscribe(listener);
    navigation.setParams({ pobocka: 'praha-cerny-most', q: '2' });
    expect(new URL(navigation.href()).searchParams.get('pobocka')).toBe('praha-cerny-most');
    expect(new URL(navigation.href()).searchParams.get('q')).toBe('2');
    navigation.setParams({ q: null }, { hash: 'faq' });
    expect(navigation.href()).toBe('https://www.example.cz/pobocky?pobocka=praha-cerny-most#faq');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    navigation.setParams({ q: '1' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps a list of ids readable: commas unescaped, other characters escaped', () => {
    const navigation = memoryNavigation('https://www.example.cz/kariera');
    navigation.setParams({ locations: '10,11', q: 'a&b' });
    expect(navigation.href()).toBe('https://www.example.cz/kariera?locations=10,11&q=a%26b');
    expect(new URL(navigation.href()).searchParams.get('locations')).toBe('10,11');
  });

  it('records where a visitor would go, and stays on the page for a new tab', () => {
    const navigation = memoryNavigation('https://www.example.cz/kariera');
    navigation.navigate('/kariera/123', { newTab: true });
    expect(navigation.href()).toBe('https://www.example.cz/kariera');
    navigation.navigate('/auto/autosjednavac');
    expect(navigation.href()).toBe('https://www.example.cz/auto/autosjednavac');
    expect(navigation.visited).toEqual([
      { url: 'https://www.example.cz/kariera/123', newTab: true },
      { url: 'https://www.example.cz/auto/autosjednavac', newTab: false },
    ]);
  });
});

describe('brand', () => {
  it('the variant selects the hero logo (SPEC §1)', () => {
    expect(heroLogo({ variant: 'insurance', logos })).toEqual(logos.insurance);
    expect(heroLogo({ variant: 'mobility', logos })).toEqual(logos.mobility);
  });

  it('the variant goes on <html> as data-brand', () => {
    expect(brandAttributes({ variant: 'mobility' })).toEqual({ 'data-brand': 'mobility' });
  });
});
