/** Where a dataset's data comes from: drives place names in titles, languages, GDPR and residency. */
export type OriginZone = 'US' | 'NA' | 'UK' | 'EU' | 'APAC' | 'LATAM' | 'AFRICA' | 'MEA' | 'GLOBAL';

export interface Region {
  country: string;
  zone: OriginZone;
  cities: readonly string[];
  languages: readonly string[];
  weight: number;
}

export const REGIONS: readonly Region[] = [
  {
    country: 'United States',
    zone: 'US',
    cities: ['Boston', 'San Francisco', 'Chicago', 'Houston', 'Seattle', 'Atlanta', 'Phoenix'],
    languages: ['en'],
    weight: 16,
  },
  { country: 'Canada', zone: 'NA', cities: ['Toronto', 'Montreal', 'Vancouver'], languages: ['en', 'fr'], weight: 4 },
  { country: 'United Kingdom', zone: 'UK', cities: ['London', 'Manchester', 'Edinburgh', 'Bristol'], languages: ['en'], weight: 6 },
  { country: 'Germany', zone: 'EU', cities: ['Munich', 'Berlin', 'Hamburg', 'Stuttgart'], languages: ['de'], weight: 6 },
  { country: 'France', zone: 'EU', cities: ['Paris', 'Lyon', 'Toulouse'], languages: ['fr'], weight: 5 },
  { country: 'Spain', zone: 'EU', cities: ['Madrid', 'Barcelona', 'Valencia'], languages: ['es'], weight: 3 },
  { country: 'Italy', zone: 'EU', cities: ['Milan', 'Rome', 'Turin'], languages: ['it'], weight: 3 },
  { country: 'Netherlands', zone: 'EU', cities: ['Amsterdam', 'Rotterdam', 'Eindhoven'], languages: ['nl'], weight: 3 },
  { country: 'Sweden', zone: 'EU', cities: ['Stockholm', 'Gothenburg'], languages: ['sv'], weight: 2 },
  { country: 'Poland', zone: 'EU', cities: ['Warsaw', 'Kraków'], languages: ['pl'], weight: 2 },
  { country: 'Japan', zone: 'APAC', cities: ['Tokyo', 'Osaka', 'Nagoya'], languages: ['ja'], weight: 4 },
  { country: 'South Korea', zone: 'APAC', cities: ['Seoul', 'Busan'], languages: ['ko'], weight: 3 },
  { country: 'India', zone: 'APAC', cities: ['Bengaluru', 'Mumbai', 'Delhi', 'Hyderabad'], languages: ['hi', 'en'], weight: 5 },
  { country: 'Singapore', zone: 'APAC', cities: ['Singapore'], languages: ['en', 'zh', 'ms'], weight: 2 },
  { country: 'Australia', zone: 'APAC', cities: ['Sydney', 'Melbourne', 'Brisbane'], languages: ['en'], weight: 3 },
  { country: 'Brazil', zone: 'LATAM', cities: ['São Paulo', 'Rio de Janeiro', 'Curitiba'], languages: ['pt'], weight: 3 },
  { country: 'Mexico', zone: 'LATAM', cities: ['Mexico City', 'Guadalajara', 'Monterrey'], languages: ['es'], weight: 2 },
  { country: 'Kenya', zone: 'AFRICA', cities: ['Nairobi', 'Mombasa'], languages: ['sw', 'en'], weight: 1 },
  { country: 'Nigeria', zone: 'AFRICA', cities: ['Lagos', 'Abuja'], languages: ['en', 'yo'], weight: 1 },
  { country: 'South Africa', zone: 'AFRICA', cities: ['Cape Town', 'Johannesburg'], languages: ['en', 'af', 'zu'], weight: 1 },
  { country: 'United Arab Emirates', zone: 'MEA', cities: ['Dubai', 'Abu Dhabi'], languages: ['ar', 'en'], weight: 1 },
  { country: 'Europe', zone: 'EU', cities: [], languages: ['en', 'de', 'fr', 'es', 'it'], weight: 3 },
  { country: 'Worldwide', zone: 'GLOBAL', cities: [], languages: ['en', 'es', 'zh', 'ar', 'hi', 'fr'], weight: 6 },
];

/** Zones whose personal data falls under the GDPR (or the UK GDPR). */
export const GDPR_ZONES: ReadonlySet<OriginZone> = new Set(['EU', 'UK']);
