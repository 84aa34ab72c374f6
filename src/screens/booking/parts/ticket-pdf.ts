import type { Api } from '../../../api';

/**
 * Opens a PDF that needs the Bearer header (a ticket, a voucher): it is fetched as a blob and shown
 * from an object URL; the tab is opened before the fetch so pop-up blockers count it as the click's.
 */
export async function openPdf(fetchPdf: () => Promise<Blob>, fileName: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchPdf();
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else {
      const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
      link.click();
    }
    // Long enough for the tab to load it.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** The flight order's e-ticket PDF. */
export const openTicketPdf = (api: Api, orderId: string) => openPdf(() => api.booking.ticketPdf(orderId), `ticket-${orderId}.pdf`);
