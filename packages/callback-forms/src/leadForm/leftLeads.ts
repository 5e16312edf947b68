/**
 * Leads whose form went away while they waited for the connection — the visitor closed the call-back
 * modal or the casco dialog, or a client-side router left the page. The form had said they would be
 * sent by themselves once the browser is back online (issue 25), so they still are: once, with their
 * own `Idempotency-Key`, by one `online` listener of the page. A form of the same name mounted again
 * on the same page first takes its lead back: it shows the notice again, and a new submit replaces
 * the lead instead of adding a second one.
 */
export interface LeftLead<Values> {
  values: Values;
  key: string;
  /**
   * Sends the lead without its form; resolves `false` when the browser went offline again as it left
   * (it waits on), `true` otherwise (sent, or a failure logged by the form's code: the values are
   * still in the tab's session storage for when the visitor opens the form again).
   */
  send: () => Promise<boolean>;
}

const left = new Map<string, LeftLead<unknown>>();
let listening = false;

function sendLeft(): void {
  for (const [place, lead] of left) {
    // Taken before the call: a second `online` event cannot send the same lead again.
    left.delete(place);
    void lead.send().then((done) => {
      if (!done && !left.has(place)) leaveLead(place, lead);
    });
  }
}

/** Keeps `lead` of the form at `place` (its name and the page's path) until the browser is online. */
export function leaveLead<Values>(place: string, lead: LeftLead<Values>): void {
  left.set(place, lead as LeftLead<unknown>);
  if (listening) return;
  listening = true;
  window.addEventListener('online', sendLeft);
}

/** The lead a form at `place` left waiting, taken back (it is then the form's own again). */
export function takeLeftLead<Values>(place: string): LeftLead<Values> | undefined {
  const lead = left.get(place);
  left.delete(place);
  return lead as LeftLead<Values> | undefined;
}
