import type { PassengerDraft } from './passenger-slots';

const KEY = 'booking.passenger-draft';

/**
 * What was typed on /add-passenger/, per chosen trip, so /edit-passenger/ (and a reload) come back
 * to it. sessionStorage: the draft holds identity numbers, so it ends with the tab.
 */
export function saveDraft(tripKey: string, draft: PassengerDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ tripKey, draft }));
  } catch {
    // Private modes may refuse storage; the draft then lives only on the page.
  }
}

export function loadDraft(tripKey: string): PassengerDraft | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { tripKey: string; draft: PassengerDraft } | null;
    return saved?.tripKey === tripKey ? saved.draft : null;
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
