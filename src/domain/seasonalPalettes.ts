/**
 * Ready-made colourways a buyer can try a design in (issue 20): a season's palette
 * applied to a design's colours in order, its ground first. Six colours each, the most
 * a design's palette lists, so every colour of a design gets one.
 */
export interface SeasonalPalette {
  name: string;
  season: string;
  colours: readonly string[];
}

export const seasonalPalettes: readonly SeasonalPalette[] = [
  { name: 'Sorbet', season: 'Spring/Summer 2027', colours: ['#fbf3e4', '#f6a6a1', '#f7d08a', '#9ed9c5', '#7b8cde', '#3d405b'] },
  { name: 'Lagoon', season: 'Resort 2027', colours: ['#eaf6f4', '#0f6e7a', '#45b7b0', '#f2c57c', '#e76f51', '#14213d'] },
  { name: 'Spice Market', season: 'Autumn/Winter 2027', colours: ['#f3e7d3', '#9c3d1f', '#d08c3c', '#5a6b3a', '#3b2a2a', '#c9a227'] },
  { name: 'Evergreen', season: 'Holiday 2026', colours: ['#f5f1e8', '#1f4d3a', '#a4262c', '#c9a54c', '#6b8f71', '#1d1d1f'] },
];
