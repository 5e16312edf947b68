/**
 * What a visitor types into the search box may be personal data: people type their birth number, a
 * contract or phone number, a plate. Before a query goes anywhere but the search itself (a log line,
 * an analytics event, a metric), every digit becomes `#`: `rodné číslo 900101/1234` →
 * `rodné číslo ######/####`. The words stay, so what people look for can still be read.
 */
export const DIGIT_MASK = '#';

/** Every decimal digit of any script (`0`–`9`, `٣`, `３` …) as `#`; everything else as it was. */
export function maskDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, DIGIT_MASK);
}
