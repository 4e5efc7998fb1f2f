/**
 * Picks an icon for a card's or a step's text, offline (docs/charts.md): the first word of the text found in a small
 * table of common slide words, else a word that names an icon of the set or is one of its tags (Tabler ships tags
 * per icon in `icons.json`). Points with no such word get a neutral marker. Icons in one row are all different.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Common words on slides → a Tabler outline icon (names checked by test/engine/create-icons.test.ts). */
const KEYWORDS: Record<string, string> = {
  customer: 'users',
  client: 'users',
  people: 'users',
  team: 'users-group',
  staff: 'users-group',
  community: 'users-group',
  user: 'user',
  security: 'shield-check',
  secure: 'shield-check',
  safety: 'shield-check',
  privacy: 'lock',
  protect: 'shield',
  launch: 'rocket',
  start: 'rocket',
  fast: 'bolt',
  faster: 'bolt',
  quick: 'bolt',
  fix: 'tool',
  repair: 'tool',
  save: 'pig-money',
  saved: 'pig-money',
  saving: 'pig-money',
  onboarding: 'user-plus',
  hire: 'user-plus',
  speed: 'bolt',
  energy: 'bolt',
  power: 'bolt',
  growth: 'trending-up',
  grow: 'trending-up',
  increase: 'trending-up',
  revenue: 'currency-dollar',
  sales: 'chart-bar',
  profit: 'coin',
  cost: 'coin',
  price: 'receipt',
  budget: 'wallet',
  money: 'moneybag',
  finance: 'building-bank',
  payment: 'credit-card',
  data: 'database',
  analytics: 'chart-line',
  report: 'file-text',
  time: 'clock',
  schedule: 'calendar',
  deadline: 'calendar',
  plan: 'clipboard-list',
  global: 'world',
  world: 'world',
  international: 'world',
  environment: 'leaf',
  green: 'leaf',
  sustainable: 'recycle',
  recycling: 'recycle',
  water: 'droplet',
  river: 'ripple',
  rain: 'droplet',
  solar: 'sun',
  climate: 'sun',
  nature: 'tree',
  forest: 'tree',
  idea: 'bulb',
  innovation: 'bulb',
  creative: 'palette',
  design: 'palette',
  goal: 'target',
  target: 'target',
  focus: 'target',
  health: 'heartbeat',
  care: 'heart',
  medical: 'stethoscope',
  communication: 'message-circle',
  feedback: 'message-circle',
  support: 'headphones',
  email: 'mail',
  call: 'phone',
  settings: 'settings',
  tool: 'tool',
  build: 'hammer',
  code: 'code',
  software: 'code',
  cloud: 'cloud',
  server: 'server',
  computer: 'device-laptop',
  mobile: 'device-mobile',
  phone: 'device-mobile',
  delivery: 'truck',
  shipping: 'truck',
  logistics: 'truck',
  office: 'building',
  company: 'building',
  home: 'home',
  school: 'school',
  education: 'school',
  learning: 'book',
  training: 'certificate',
  quality: 'award',
  award: 'trophy',
  success: 'trophy',
  win: 'trophy',
  review: 'star',
  rating: 'star',
  milestone: 'flag',
  location: 'map-pin',
  map: 'map-pin',
  search: 'search',
  research: 'search',
  vision: 'eye',
  access: 'key',
  ai: 'brain',
  intelligence: 'brain',
  automation: 'robot',
  hardware: 'cpu',
  network: 'wifi',
  partner: 'link',
  partnership: 'link',
  share: 'share',
  change: 'refresh',
  process: 'refresh',
  check: 'circle-check',
  done: 'circle-check',
  risk: 'alert-triangle',
  problem: 'alert-triangle',
  bug: 'bug',
  shop: 'shopping-cart',
  store: 'shopping-cart',
  product: 'package',
  gift: 'gift',
  business: 'briefcase',
  legal: 'scale',
  law: 'gavel',
  puzzle: 'puzzle',
  integration: 'puzzle',
  news: 'news',
  marketing: 'speakerphone',
  presentation: 'presentation',
  photo: 'camera',
  music: 'music',
  video: 'video',
  travel: 'plane',
  car: 'car',
  mountain: 'mountain',
  fish: 'fish',
  medal: 'medal',
};

/** The marker for a point no word of which names an icon: varied by position so a row does not repeat. */
const NEUTRAL = ['circle-check', 'sparkles', 'star', 'bulb', 'target', 'flag'];
const STOP_WORDS = new Set(['the', 'and', 'for', 'with', 'from', 'that', 'this', 'our', 'your', 'their', 'into', 'more', 'less', 'than']);

const resolvePackage = createRequire(import.meta.url);
let tagIndex: Map<string, string> | null = null;

export function iconsDir(): string {
  return path.join(path.dirname(resolvePackage.resolve('@tabler/icons/package.json')), 'icons', 'outline');
}

/** Word → the icon with the shortest name among those named or tagged by it (outline style, no "-off" variants). */
function tags(): Map<string, string> {
  if (tagIndex) return tagIndex;
  const file = path.join(path.dirname(resolvePackage.resolve('@tabler/icons/package.json')), 'icons.json');
  const icons = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    { name: string; tags?: (string | number)[]; styles?: Record<string, unknown> }
  >;
  const index = new Map<string, string>();
  const offer = (word: string, name: string): void => {
    const current = index.get(word);
    if (!current || name.length < current.length || (name.length === current.length && name < current)) index.set(word, name);
  };
  for (const icon of Object.values(icons)) {
    if (!icon.styles?.outline || icon.name.endsWith('-off')) continue;
    offer(icon.name, icon.name);
    for (const tag of icon.tags ?? []) offer(String(tag).toLowerCase(), icon.name);
  }
  tagIndex = index;
  return index;
}

function words(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}[\p{L}\p{N}-]*/gu) ?? []).filter((word) => word.length >= 2 && !STOP_WORDS.has(word));
}

function forms(word: string): string[] {
  const out = [word];
  if (word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) out.push(word.slice(0, -2));
  if (word.endsWith('s')) out.push(word.slice(0, -1));
  return out;
}

/** The icon for one text, avoiding `taken`; null when no word names one. */
export function iconFor(text: string, taken: ReadonlySet<string> = new Set()): string | null {
  const list = words(text);
  for (const word of list) for (const form of forms(word)) if (KEYWORDS[form] && !taken.has(KEYWORDS[form])) return KEYWORDS[form];
  const index = tags();
  for (const word of list.filter((w) => w.length >= 4)) {
    for (const form of forms(word)) {
      const name = index.get(form);
      if (name && !taken.has(name)) return name;
    }
  }
  return null;
}

/** One icon per text, all different. */
export function pickIcons(texts: readonly string[]): string[] {
  const taken = new Set<string>();
  return texts.map((text, i) => {
    const name =
      iconFor(text, taken) ?? NEUTRAL.find((n, k) => k >= i % NEUTRAL.length && !taken.has(n)) ?? NEUTRAL.find((n) => !taken.has(n))!;
    taken.add(name);
    return name;
  });
}

export const ICON_KEYWORDS: Readonly<Record<string, string>> = KEYWORDS;
export const NEUTRAL_ICONS: readonly string[] = NEUTRAL;
