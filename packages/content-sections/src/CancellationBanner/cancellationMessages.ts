import { type Locale, useLocale } from '@insurance-web/ui';
import type { CancellationKind } from './cancellationPage.js';

type ByKind = Record<CancellationKind, string>;

/** The cancellation banner's texts; the dialogs' texts are SPEC §8's. */
export interface CancellationMessages {
  heading: ByKind;
  text: ByKind;
  button: ByKind;
  /** Shown (and announced) while the call runs. */
  busy: ByKind;
  /** A link without its token: what happened and what to do, with the call centre's number. */
  incompleteLink: ByKind;
  incompleteLinkCall: string;
  /** Without JavaScript the buttons cannot work (only the browser reads the token): say so. */
  noScript: string;
  doneHeading: string;
  doneText: ByKind;
  doneBottom: string;
  alreadyCancelled: ByKind;
  failedHeading: string;
  failedText: string;
  /** What stays on the page once the dialog is closed. */
  finished: Record<'done' | 'already-cancelled', ByKind>;
  /** Analytics: the event name per kind and the label per outcome. */
  eventName: ByKind;
  eventLabel: Record<'done' | 'already-cancelled' | 'failed', string>;
}

export const cancellationMessages: Record<Locale, CancellationMessages> = {
  cs: {
    heading: {
      contract: 'Zrušení pojistné smlouvy',
      change: 'Zrušení změny pojistné smlouvy',
    },
    text: {
      contract:
        'Tlačítkem níže smlouvu zrušíme a nebudete k ní už dostávat žádná upozornění. Zrušení nelze vzít zpět.',
      change:
        'Tlačítkem níže zrušíme připravenou změnu pojistné smlouvy. Smlouva sama zůstane v platnosti tak, jak byla.',
    },
    button: { contract: 'Zrušit smlouvu', change: 'Zrušit změnu smlouvy' },
    busy: {
      contract: 'Rušíme smlouvu, chvilku strpení…',
      change: 'Rušíme změnu smlouvy, chvilku strpení…',
    },
    incompleteLink: {
      contract:
        'Odkaz, kterým jste stránku otevřeli, není úplný, a proto z něj smlouvu zrušit nemůžeme. Otevřete ho prosím znovu přímo z e-mailu, který jsme vám poslali.',
      change:
        'Odkaz, kterým jste stránku otevřeli, není úplný, a proto z něj změnu smlouvy zrušit nemůžeme. Otevřete ho prosím znovu přímo z e-mailu, který jsme vám poslali.',
    },
    incompleteLinkCall: 'Když to nepomůže, zavolejte nám na',
    noScript: 'Tlačítko funguje jen se zapnutým JavaScriptem. Zapněte ho prosím, nebo nám zavolejte na',
    doneHeading: 'Hotovo',
    doneText: {
      contract: 'Zrušili jsme pojistnou smlouvu a již k ní nebudete dostávat žádná upozornění.',
      change: 'Zrušili jsme změnu pojistné smlouvy a již k ní nebudete dostávat žádná upozornění.',
    },
    doneBottom: 'Stránku můžete nyní zavřít.',
    alreadyCancelled: {
      contract: 'Tato smlouva už je zrušena.',
      change: 'Tato změna už je zrušena.',
    },
    failedHeading: 'Chyba při zpracování',
    failedText: 'Litujeme, ale váš požadavek se nepodařilo dokončit.',
    finished: {
      done: {
        contract: 'Pojistnou smlouvu jsme zrušili. Stránku můžete nyní zavřít.',
        change: 'Změnu pojistné smlouvy jsme zrušili. Stránku můžete nyní zavřít.',
      },
      'already-cancelled': {
        contract: 'Tato smlouva už je zrušena. Stránku můžete zavřít.',
        change: 'Tato změna už je zrušena. Stránku můžete zavřít.',
      },
    },
    eventName: { contract: 'Zrušení smlouvy', change: 'Zrušení změny smlouvy' },
    eventLabel: { done: 'Hotovo', 'already-cancelled': 'Už zrušeno', failed: 'Chyba' },
  },
  en: {
    heading: { contract: 'Cancelling your insurance contract', change: 'Cancelling a contract change' },
    text: {
      contract:
        'The button below cancels the contract; you will receive no more notifications about it. This cannot be undone.',
      change:
        'The button below cancels the prepared change of your contract. The contract itself stays as it was.',
    },
    button: { contract: 'Cancel the contract', change: 'Cancel the contract change' },
    busy: { contract: 'Cancelling the contract, one moment…', change: 'Cancelling the change, one moment…' },
    incompleteLink: {
      contract:
        'The link you opened this page with is incomplete, so it cannot cancel the contract. Please open it again straight from the e-mail we sent you.',
      change:
        'The link you opened this page with is incomplete, so it cannot cancel the contract change. Please open it again straight from the e-mail we sent you.',
    },
    incompleteLinkCall: 'If that does not help, call us on',
    noScript: 'The button needs JavaScript. Please turn it on, or call us on',
    doneHeading: 'Done',
    doneText: {
      contract: 'We have cancelled the insurance contract; you will receive no more notifications about it.',
      change: 'We have cancelled the contract change; you will receive no more notifications about it.',
    },
    doneBottom: 'You can close this page now.',
    alreadyCancelled: {
      contract: 'This contract has already been cancelled.',
      change: 'This change has already been cancelled.',
    },
    failedHeading: 'Processing error',
    failedText: 'We are sorry, but your request could not be completed.',
    finished: {
      done: {
        contract: 'We have cancelled the contract. You can close this page now.',
        change: 'We have cancelled the contract change. You can close this page now.',
      },
      'already-cancelled': {
        contract: 'This contract has already been cancelled. You can close this page.',
        change: 'This change has already been cancelled. You can close this page.',
      },
    },
    // Analytics names stay Czech in every locale, as the site's other events do.
    eventName: { contract: 'Zrušení smlouvy', change: 'Zrušení změny smlouvy' },
    eventLabel: { done: 'Hotovo', 'already-cancelled': 'Už zrušeno', failed: 'Chyba' },
  },
};

export function useCancellationMessages(): CancellationMessages {
  return cancellationMessages[useLocale()];
}
