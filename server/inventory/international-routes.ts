/**
 * The international network: who flies where, both ways, and about how many flights a day in all.
 * Data, not rules: edit freely. Legs between two hubs or from a hub onward make one-stop trips.
 */
export interface RouteSpec {
  between: [string, string];
  airlines: string[];
  daily: number;
  /** Share of flights sold as charter (holiday and pilgrimage routes). */
  charterShare?: number;
}

export const INTERNATIONAL_ROUTES: RouteSpec[] = [
  { between: ['IKA', 'IST'], airlines: ['TK', 'IR', 'W5', 'EP', 'QB'], daily: 8 },
  { between: ['IKA', 'SAW'], airlines: ['PC'], daily: 2 },
  { between: ['IKA', 'DXB'], airlines: ['EK', 'FZ', 'IR', 'W5'], daily: 8 },
  { between: ['IKA', 'DOH'], airlines: ['QR'], daily: 3 },
  { between: ['IKA', 'EVN'], airlines: ['W5', 'EP'], daily: 2, charterShare: 0.5 },
  { between: ['IKA', 'TBS'], airlines: ['A9', 'QB'], daily: 2, charterShare: 0.5 },
  { between: ['IKA', 'MCT'], airlines: ['WY'], daily: 2 },
  { between: ['IKA', 'ESB'], airlines: ['TK', 'IR'], daily: 2 },
  { between: ['IKA', 'NJF'], airlines: ['IA', 'IR', 'W5'], daily: 4, charterShare: 0.4 },
  { between: ['IKA', 'GYD'], airlines: ['J2'], daily: 1 },
  { between: ['IKA', 'AYT'], airlines: ['I3', 'ZV'], daily: 2, charterShare: 1 },
  { between: ['IKA', 'BKK'], airlines: ['W5'], daily: 1 },
  { between: ['MHD', 'DXB'], airlines: ['FZ', 'W5'], daily: 2 },
  { between: ['MHD', 'IST'], airlines: ['TK'], daily: 1 },
  { between: ['MHD', 'NJF'], airlines: ['IA', 'W5'], daily: 2, charterShare: 0.5 },
  { between: ['SYZ', 'DXB'], airlines: ['FZ', 'IR'], daily: 2 },
  { between: ['SYZ', 'IST'], airlines: ['TK'], daily: 1 },
  { between: ['IFN', 'IST'], airlines: ['TK'], daily: 1 },
  { between: ['IFN', 'DXB'], airlines: ['FZ'], daily: 1 },
  { between: ['IFN', 'NJF'], airlines: ['IA'], daily: 1 },
  { between: ['TBZ', 'IST'], airlines: ['TK', 'I3'], daily: 2 },
  { between: ['AWZ', 'NJF'], airlines: ['IA', 'IR'], daily: 2 },
  { between: ['KIH', 'DXB'], airlines: ['Y9'], daily: 1 },
  { between: ['IST', 'LHR'], airlines: ['TK'], daily: 6 },
  { between: ['IST', 'YYZ'], airlines: ['TK'], daily: 2 },
  { between: ['IST', 'FCO'], airlines: ['TK'], daily: 4 },
  { between: ['IST', 'BKK'], airlines: ['TK'], daily: 2 },
  { between: ['IST', 'TBS'], airlines: ['TK'], daily: 2 },
  { between: ['IST', 'GYD'], airlines: ['TK'], daily: 2 },
  { between: ['IST', 'DXB'], airlines: ['TK', 'EK'], daily: 4 },
  { between: ['IST', 'ESB'], airlines: ['TK'], daily: 8 },
  { between: ['IST', 'AYT'], airlines: ['TK'], daily: 6 },
  { between: ['DXB', 'LHR'], airlines: ['EK'], daily: 5 },
  { between: ['DXB', 'YYZ'], airlines: ['EK'], daily: 1 },
  { between: ['DXB', 'BKK'], airlines: ['EK'], daily: 3 },
  { between: ['DXB', 'FCO'], airlines: ['EK'], daily: 2 },
  { between: ['DXB', 'MCT'], airlines: ['FZ'], daily: 3 },
  { between: ['DXB', 'DOH'], airlines: ['QR', 'EK'], daily: 4 },
  { between: ['DOH', 'LHR'], airlines: ['QR'], daily: 5 },
  { between: ['DOH', 'YYZ'], airlines: ['QR'], daily: 1 },
  { between: ['DOH', 'BKK'], airlines: ['QR'], daily: 3 },
  { between: ['DOH', 'FCO'], airlines: ['QR'], daily: 2 },
  { between: ['DOH', 'NJF'], airlines: ['QR'], daily: 1 },
];

/** Where one-stop trips change planes. */
export const CONNECTING_HUBS = ['IST', 'DXB', 'DOH'] as const;

/** Airlines that sell each other's flights as one ticket (codeshare). */
export const PARTNERS: string[][] = [['EK', 'FZ']];
