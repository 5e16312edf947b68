import { expect, type Locator, type Page } from '@playwright/test';
import { bookableDate } from './support';

/*
 * A visitor who uses only the keyboard (WCAG 2.2 AA: 2.1.1 Keyboard, 2.4.3 Focus Order, 2.4.7 Focus
 * Visible, 3.3.1 Error Identification): Tab to reach, Enter and Space to act, the arrow keys in a
 * select, typing to fill. Nothing here clicks, fills or focuses an element directly.
 */

/** What the focused element is, read from the page. */
interface Focused {
  tag: string;
  type: string;
  /** Its label's text (or `aria-label`), without the required marker. */
  label: string;
  /** The control, or the radio group it belongs to, is marked invalid. */
  invalid: boolean;
  /** Its accessible description, or its radio group's: what a screen reader reads after the name. */
  description: string;
  /** `:focus-visible`: the browser shows the focus, as it must after a key press. */
  focusVisible: boolean;
}

/**
 * Reads the focused element in the page, and whether it is `target`. Self-contained: Playwright sends
 * its source to the page.
 */
function inspectFocus(target: Element | null): Focused & { isTarget: boolean } {
  const element = document.activeElement;
  const input = element as HTMLInputElement | null;
  const group = element?.closest('[role="radiogroup"], fieldset') ?? null;
  const descriptionOf = (node: Element | null) =>
    (node?.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  const label = (
    input?.labels?.[0]?.textContent ??
    element?.getAttribute('aria-label') ??
    element?.textContent ??
    ''
  )
    .replace(/\s*\*\s*\(povinné\)\s*$/, '')
    .trim();
  return {
    tag: element?.tagName.toLowerCase() ?? '',
    type: input?.type ?? '',
    label,
    invalid:
      element?.getAttribute('aria-invalid') === 'true' || group?.getAttribute('aria-invalid') === 'true',
    description: [descriptionOf(element), descriptionOf(group)].filter(Boolean).join(' '),
    focusVisible: element?.matches(':focus-visible') ?? false,
    isTarget: target !== null && element === target,
  };
}

/** The focused element, and whether it is `target` (one round trip to the page). */
function readFocused(page: Page, target?: Locator): Promise<Focused & { isTarget: boolean }> {
  return target ? target.evaluate(inspectFocus) : page.evaluate(inspectFocus, null);
}

/**
 * Presses Tab until `target` has the focus, as a visitor moves through the page, and checks the
 * focus is visible there. Fails after `max` presses: the target is not reachable by keyboard.
 */
export async function tabTo(page: Page, target: Locator, max = 250): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses += 1) {
    const focused = await readFocused(page, target);
    if (focused.isTarget) {
      expect(focused.focusVisible, 'the focus is visible').toBe(true);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target} in ${max} presses.`);
}

/** What a visitor types into a text field, by its label. A field not listed fails the test by name. */
const TYPED: [RegExp, () => string][] = [
  [/^Příjmení/, () => 'Nováková'],
  [/^Jméno/, () => 'Jana'],
  [/E-mail/, () => 'jana.novakova@example.cz'],
  [/^Telefon/, () => '+420 777 123 456'],
  [/^Rodné číslo/, () => '736028/5163'],
  [/^IČO/, () => '25596641'],
  [/^Číslo (pojistné )?smlouvy/, () => '8801234567'],
  [/SPZ|Registrační značka/, () => '1AB 2345'],
  [/^PSČ/, () => '110 00'],
  [/^Datum/, () => bookableDate().czech],
  [/dotaz|pomoci|zpráva|Poznámka/i, () => 'Prosím o zavolání kvůli pojištění auta.'],
  // The suitability record (each at least its minimum length).
  [/^Požadavky a potřeby/, () => 'Povinné ručení a havarijní pojištění včetně skel.'],
  [/^Doporučení/, () => 'Doporučujeme havarijní pojištění Komfort se spoluúčastí 5 %.'],
  [/^Rozdíly/, () => 'Nejsou'],
];

/** Fills the focused control by keyboard: types into a text field, checks a box or radio, picks an option. */
async function fillFocused(page: Page, focused: Focused): Promise<void> {
  if (focused.type === 'checkbox' || focused.type === 'radio') {
    await page.keyboard.press('Space');
    return;
  }
  if (focused.tag === 'select') {
    // The next option: a select's first option is its prompt; a choice the form refuses (a make the
    // chosen branch does not service) moves on to the next one at the next pass.
    await page.keyboard.press('ArrowDown');
    return;
  }
  const value = TYPED.find(([label]) => label.test(focused.label))?.[1]();
  if (value === undefined) throw new Error(`No keyboard value for the field "${focused.label}".`);
  await page.keyboard.press('ControlOrMeta+A');
  // The text as one input, as a keyboard's IME sends it: one round trip instead of three key events
  // a character (the fields format and validate on input, not on single keys).
  await page.keyboard.insertText(value);
}

export interface FormJourney {
  /** The form's section or dialog: everything the journey touches lies inside it. */
  form: Locator;
  /** The button that sends the form. */
  submit: Locator;
  /** What appears once the form was accepted (a thank-you dialog, a result). */
  accepted: Locator;
}

/**
 * Sends an empty form by keyboard, then fixes it as a keyboard user does: after each send the focus
 * must be on the first invalid field, with its error in the field's accessible description (read
 * with the field's name); the visitor fills that field, tabs on to the next invalid one or to the
 * send button, and sends again, until the form is accepted. Returns the labels of the fields the
 * errors named, in order.
 */
export async function fixByKeyboard(page: Page, journey: FormJourney): Promise<string[]> {
  await tabTo(page, journey.submit);
  await page.keyboard.press('Enter');
  const named: string[] = [];
  let previous = '';
  let repeats = 0;
  for (let step = 0; step < 60; step += 1) {
    // After a send: either accepted, or the focus on the first invalid field.
    const outcome = await expect
      .poll(
        async () => {
          if (await journey.accepted.isVisible()) return 'accepted';
          return (await readFocused(page)).invalid ? 'invalid' : 'waiting';
        },
        { message: 'after a send: accepted, or the focus on an invalid field', timeout: 15_000 },
      )
      .not.toBe('waiting')
      .then(async () => ((await journey.accepted.isVisible()) ? 'accepted' : 'invalid'));
    if (outcome === 'accepted') return named;
    const focused = await readFocused(page);
    expect(await firstInvalidIsFocused(journey.form), `the focus is on the first invalid field`).toBe(true);
    expect(focused.description, `the error of "${focused.label}" is read with it`).toMatch(
      /^Chyba: |\sChyba: /,
    );
    expect(focused.focusVisible, 'the focus is visible').toBe(true);
    named.push(focused.label);
    repeats = focused.label === previous ? repeats + 1 : 0;
    if (repeats >= 3) throw new Error(`"${focused.label}" stays invalid: ${focused.description}`);
    previous = focused.label;
    // Fix every invalid field from here to the send button, then send.
    for (let presses = 0; presses < 100; presses += 1) {
      const current = await readFocused(page, journey.submit);
      if (current.isTarget) break;
      if (current.invalid) await fillFocused(page, current);
      await page.keyboard.press('Tab');
    }
    await expect(journey.submit).toBeFocused();
    await page.keyboard.press('Enter');
  }
  throw new Error('The form was not accepted after 60 sends.');
}

/** Whether the focus is on the form's first invalid control (or in its first invalid radio group). */
function firstInvalidIsFocused(form: Locator): Promise<boolean> {
  return form.evaluate((root) => {
    const first = root.querySelector('[aria-invalid="true"]');
    const active = document.activeElement;
    return Boolean(first && active && (first === active || first.contains(active)));
  });
}
