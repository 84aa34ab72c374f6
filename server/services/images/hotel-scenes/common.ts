/**
 * What every hotel scene shares: the canvas, small SVG shape helpers, a hotel's palette and the
 * sky. Scenes are flat shapes on purpose: cheap to render, and honest about being drawings.
 */
import { intBetween } from '../../../inventory/random';

export type Random = () => number;
export const W = 1200;
export const H = 800;

export const pick = <T>(random: Random, list: readonly T[]): T => list[intBetween(random, 0, list.length - 1)]!;
export const between = (random: Random, min: number, max: number) => min + random() * (max - min);

const n = (v: number) => Math.round(v * 10) / 10;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const poly = (points: readonly (readonly [number, number])[], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2) =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${width}"/>`;
export const vGradient = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
export const glow = (id: string, colour: string) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="0.75"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;

/** A pointed Persian arch over a rectangle: its outline from the bottom left, clockwise. */
export function archPath(x: number, bottom: number, w: number, spring: number, rise: number): string {
  const cx = x + w / 2;
  const top = spring - rise;
  return `M${n(x)},${n(bottom)} L${n(x)},${n(spring)} Q${n(x)},${n(top + rise * 0.25)} ${n(cx)},${n(top)} Q${n(x + w)},${n(top + rise * 0.25)} ${n(x + w)},${n(spring)} L${n(x + w)},${n(bottom)} Z`;
}

/** A hotel's colours, the same in every photo of it so that its pictures belong together. */
export interface Palette {
  wall: string;
  trim: string;
  accent: string;
  wood: string;
  fabric: string;
  floor: string;
}

const WALLS = ['#e9e1d3', '#efe6dc', '#dfe5e2', '#e6dccf', '#f1ece4', '#d9dfe6', '#ebe3e9', '#e4e0d0'];
const TRIMS = ['#8a7f72', '#6f7d86', '#7c6f64', '#5f6b61', '#857462'];
const ACCENTS = ['#2a6f97', '#b5543c', '#3d7d6b', '#8c5e8a', '#c08a2e', '#2f4858', '#a23e48', '#3f6c9e'];
const WOODS = ['#8b5e3c', '#a0704a', '#6e4a32', '#b9895c', '#5c3f2d'];
const FABRICS = ['#f4efe6', '#e8eef2', '#f2e6d8', '#e9ece4', '#efe3e3'];
const FLOORS = ['#c9b49a', '#b89a7a', '#d6cbbb', '#a98c6f', '#cfc3b2'];

export function palette(random: Random): Palette {
  return {
    wall: pick(random, WALLS), trim: pick(random, TRIMS), accent: pick(random, ACCENTS),
    wood: pick(random, WOODS), fabric: pick(random, FABRICS), floor: pick(random, FLOORS),
  };
}

export type TimeOfDay = 'day' | 'golden' | 'dusk' | 'night';
const TIMES: readonly TimeOfDay[] = ['day', 'day', 'day', 'golden', 'dusk', 'night'];
export const timeOfDay = (random: Random) => pick(random, TIMES);

const SKIES: Record<TimeOfDay, [string, string]> = {
  day: ['#4f8fcf', '#cfe5f4'],
  golden: ['#e8915c', '#fbe0b0'],
  dusk: ['#2e3b6e', '#e58a6a'],
  night: ['#0c1632', '#2c416e'],
};

/** A sky down to `horizon`, with its sun, moon or clouds; `id` keeps gradient ids unique per SVG. */
export function sky(time: TimeOfDay, horizon: number, random: Random, x = 0, w = W, id = 'sky'): string {
  const [top, bottom] = SKIES[time];
  const parts = [`<defs>${vGradient(id, top, bottom)}</defs>`, rect(x, 0, w, horizon, `url(#${id})`)];
  const sx = x + between(random, 0.15, 0.85) * w;
  if (time === 'day') {
    parts.push(circle(sx, horizon * 0.22, 34, '#fff6d5', 'opacity="0.9"'));
    for (let i = 0; i < 3; i++) parts.push(cloud(x + between(random, 0.05, 0.95) * w, between(random, 0.12, 0.45) * horizon, between(random, 0.6, 1.2)));
  } else if (time === 'golden') {
    parts.push(circle(sx, horizon * 0.7, 46, '#fff0c4', 'opacity="0.85"'));
  } else if (time === 'dusk') {
    parts.push(circle(sx, horizon * 0.92, 40, '#ffc58a', 'opacity="0.7"'));
  } else {
    parts.push(circle(sx, horizon * 0.25, 24, '#f4f1e0'));
    for (let i = 0; i < 24; i++) parts.push(circle(x + random() * w, random() * horizon * 0.7, 1.6, '#ffffff', 'opacity="0.7"'));
  }
  return parts.join('');
}

function cloud(cx: number, cy: number, scale: number): string {
  const s = (v: number) => v * scale;
  return `<g fill="#ffffff" opacity="0.8">${ellipse(cx, cy, s(70), s(20), '#ffffff')}${ellipse(cx - s(30), cy - s(12), s(34), s(22), '#ffffff')}${ellipse(cx + s(22), cy - s(18), s(40), s(26), '#ffffff')}</g>`;
}

/** Window glass: sky-tinted by day, lit (mostly) by night. */
export function glass(time: TimeOfDay, random: Random): string {
  if (time === 'night' || time === 'dusk') return random() < (time === 'night' ? 0.65 : 0.4) ? '#f7d58a' : '#34466b';
  return time === 'golden' ? pick(random, ['#f2c79a', '#9fb7cc']) : pick(random, ['#9cc3e0', '#b6d4ea', '#86aecf']);
}

/** A leafy tree standing on `ground`. */
export function tree(x: number, ground: number, size: number, random: Random): string {
  const green = pick(random, ['#4f7f52', '#5d8c4e', '#3f6f4a', '#6b9456']);
  return rect(x - size * 0.06, ground - size * 0.9, size * 0.12, size * 0.9, '#6b4d34')
    + circle(x, ground - size, size * 0.42, green) + circle(x - size * 0.25, ground - size * 0.8, size * 0.3, green)
    + circle(x + size * 0.27, ground - size * 0.82, size * 0.32, green);
}

/** A palm standing on `ground`, for the coast and the south. */
export function palm(x: number, ground: number, size: number): string {
  const top = ground - size;
  const fronds = [-150, -120, -60, -30, -90].map((deg) => {
    const a = (deg * Math.PI) / 180;
    const ex = x + Math.cos(a) * size * 0.45;
    const ey = top - Math.sin(a) * -size * 0.1 + size * 0.12;
    return `<path d="M${n(x)},${n(top)} Q${n((x + ex) / 2)},${n(top - size * 0.2)} ${n(ex)},${n(ey)}" stroke="#3f7a4a" stroke-width="${n(size * 0.07)}" fill="none" stroke-linecap="round"/>`;
  });
  return `<path d="M${n(x - size * 0.03)},${n(ground)} Q${n(x + size * 0.08)},${n(ground - size * 0.5)} ${n(x)},${n(top)}" stroke="#7a5a3c" stroke-width="${n(size * 0.06)}" fill="none"/>${fronds.join('')}`;
}

/** Wraps drawn shapes into a whole SVG document of the canvas size. */
export const svgDocument = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
