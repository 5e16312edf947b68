'use client';

import { type ButtonProps, createModuleLoader, LazyDialogButton, useLocale } from '@insurance-web/ui';
import { type ReactNode, useState } from 'react';
import { flushSync } from 'react-dom';
import type { CascoContact } from '../CascoDialog/CascoDialog.js';
import type { CascoCalculation } from '../calculation/cascoCalculation.js';
import { cascoMessages } from '../messages.js';
import type { VehicleBrand } from '../vehicle/vehicleBrands.js';

// The dialog, its forms, their schemas, Radix and the API client load when the visitor opens it,
// not with the page (DESIGN.md "Server and client"): until then the island is this button.
export const cascoDialog = createModuleLoader(() => import('../CascoDialog/index.js'));

export interface CascoButtonProps {
  /** What the host's calculator calculated; `null` or absent: the dialog asks for the vehicle. */
  calculation?: CascoCalculation | null;
  /** The insurer's brand table (`parseVehicleBrandTable`); default: the makes this package ships. */
  brands?: readonly VehicleBrand[];
  /** Default: `Ozvěte se mi` with a calculation, `Chci poradit` without. */
  children?: ReactNode;
  variant?: ButtonProps['variant'];
  /** Open on mount (a page that links straight to the dialog, a story). */
  defaultOpen?: boolean;
}

/**
 * The button that opens the casco dialog, and the dialog, in one island (ui's `LazyDialogButton`).
 * The click shows a dialog at once: the casco dialog once its code is there, until then a loading
 * dialog (and an error with a retry when the code cannot be downloaded). After a successful send the
 * dialog closes, focus returns to this button, and the confirmation opens.
 */
export function CascoButton({
  calculation = null,
  brands,
  children,
  variant,
  defaultOpen = false,
}: CascoButtonProps) {
  const t = cascoMessages[useLocale()];
  const [sent, setSent] = useState<CascoContact | null>(null);
  // The calculation the dialog opened with: one that arrives or changes while it is open (a
  // calculator publishing late) waits for the next opening, instead of rebuilding the dialog under
  // the visitor's hands, losing what they typed and aborting a call on its way.
  const [opened, setOpened] = useState(calculation);
  return (
    <LazyDialogButton
      loader={cascoDialog}
      title={t.title}
      variant={variant}
      defaultOpen={defaultOpen}
      onRequest={() => setOpened(calculation)}
      render={(loaded, { open, onOpenChange, focusOpener }) => (
        <>
          <loaded.CascoDialog
            // A calculation that came or went since the last opening changes the forms: they start again.
            key={opened ? 'calculation' : 'vehicle'}
            open={open}
            onOpenChange={onOpenChange}
            calculation={opened}
            brands={brands}
            onSent={(contact) => {
              // Closed first and focus put back on the button before the confirmation opens: the
              // confirmation returns focus to where it was when it opened. (Radix would move it
              // back only a task later, after the confirmation had taken note of the page's body.)
              flushSync(() => onOpenChange(false));
              focusOpener();
              setSent(contact);
            }}
          />
          <loaded.CascoSentDialog sent={sent} onClose={() => setSent(null)} />
        </>
      )}
    >
      {children ?? (calculation ? t.openWithCalculator : t.openWithoutCalculator)}
    </LazyDialogButton>
  );
}
