import type { Api } from '../../../api';

/**
 * Opens the e-ticket PDF. It needs the Bearer header, so it is fetched as a blob and shown from an
 * object URL; the tab is opened before the fetch so pop-up blockers count it as the click's.
 */
export async function openTicketPdf(api: Api, orderId: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await api.booking.ticketPdf(orderId);
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else {
      const link = Object.assign(document.createElement('a'), { href: url, download: `ticket-${orderId}.pdf` });
      link.click();
    }
    // Long enough for the tab to load it.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
