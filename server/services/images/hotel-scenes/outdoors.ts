/** Outdoor photos: the pool, the hotel's beach, and a traditional house's courtyard. */
import {
  archPath, between, circle, ellipse, glass, H, line, palm, path, pick, poly, rect, sky, timeOfDay, tree, vGradient, W,
  type Palette, type Random,
} from './common';

/** A sun lounger seen from the side, its back raised; `flip` turns it the other way. */
function lounger(x: number, y: number, flip: boolean): string {
  const k = flip ? -1 : 1;
  return poly([[x, y], [x + k * 110, y], [x + k * 110, y + 10], [x, y + 10]], '#f4f1ea')
    + poly([[x + k * 110, y], [x + k * 150, y - 40], [x + k * 158, y - 34], [x + k * 120, y + 6]], '#f4f1ea')
    + rect(x + k * 10 - (flip ? 6 : 0), y + 10, 6, 18, '#777') + rect(x + k * 100 - (flip ? 6 : 0), y + 10, 6, 18, '#777');
}

function umbrella(x: number, ground: number, colour: string): string {
  return rect(x - 3, ground - 170, 6, 170, '#6b5b4b')
    + path(`M${x - 100},${ground - 150} Q${x - 60},${ground - 215} ${x},${ground - 225} Q${x + 60},${ground - 215} ${x + 100},${ground - 150} Q${x + 67},${ground - 162} ${x + 33},${ground - 150} Q${x},${ground - 162} ${x - 33},${ground - 150} Q${x - 67},${ground - 162} ${x - 100},${ground - 150} Z`, colour);
}

/** The pool in front of the hotel's wing, loungers and umbrellas on its deck. */
export function pool(colours: Palette, random: Random): string {
  const time = timeOfDay(random);
  const horizon = 420;
  let out = sky(time, horizon, random);
  const wingX = between(random, 100, 400);
  out += rect(wingX, 140, 700, horizon - 140, colours.wall);
  for (let f = 0; f < 5; f++) for (let c = 0; c < 10; c++) out += rect(wingX + 20 + c * 68, 160 + f * 52, 40, 32, glass(time, random));
  out += rect(0, horizon, W, H - horizon, '#e6dac6');
  out += `<defs>${vGradient('water', '#5fc4d6', '#1f8fb0')}</defs>`;
  out += poly([[260, 470], [940, 470], [1120, 720], [80, 720]], 'url(#water)') + poly([[260, 470], [940, 470], [950, 480], [250, 480]], '#ffffff66');
  for (let i = 0; i < 7; i++) {
    const y = between(random, 500, 700);
    const x = between(random, 300, 800);
    out += path(`M${x},${y} q20,-8 40,0 t40,0`, 'none', 'stroke="#ffffff" stroke-width="3" opacity="0.6"');
  }
  out += umbrella(120, 600, colours.accent) + umbrella(1080, 600, colours.accent) + lounger(40, 600, false) + lounger(1160, 600, true);
  out += palm(40, 470, 260) + palm(1170, 470, 240);
  return out;
}

/** The hotel's beach: sea to the horizon, sand, umbrellas and loungers. */
export function seaside(colours: Palette, random: Random): string {
  const time = timeOfDay(random);
  const horizon = between(random, 340, 400);
  const shore = horizon + between(random, 150, 200);
  const sea = time === 'night' ? ['#1a2f55', '#0f1f3d'] : time === 'dusk' ? ['#3c5a8a', '#263f6a'] : ['#3b8fbf', '#1f6f9f'];
  let out = sky(time, horizon, random) + `<defs>${vGradient('sea', sea[0]!, sea[1]!)}</defs>` + rect(0, horizon, W, shore - horizon, 'url(#sea)');
  // A track of light on the water under a low sun, and a sail far out.
  for (let i = 0; i < 8; i++) out += rect(between(random, 200, 1000), horizon + 10 + i * 16, between(random, 40, 120), 3, '#ffffff', 'opacity="0.35"');
  const boat = between(random, 150, 1050);
  out += poly([[boat, horizon + 30], [boat + 40, horizon + 30], [boat + 34, horizon + 38], [boat + 6, horizon + 38]], '#ffffff') + poly([[boat + 20, horizon - 10], [boat + 20, horizon + 28], [boat + 4, horizon + 28]], '#f4f1ea');
  out += path(`M0,${shore} Q300,${shore - 14} 600,${shore} T1200,${shore} V${H} H0 Z`, '#ecd9b0') + path(`M0,${shore} Q300,${shore - 14} 600,${shore} T1200,${shore}`, 'none', 'stroke="#ffffff" stroke-width="6" opacity="0.7"');
  const count = 3;
  for (let i = 0; i < count; i++) {
    const x = 220 + i * 340 + between(random, -40, 40);
    out += umbrella(x, shore + 160, i % 2 ? colours.fabric : colours.accent) + lounger(x + 20, shore + 150, false);
  }
  return out + palm(60, H - 20, 320);
}

const MUD = ['#d2b48c', '#c9a27a', '#d8bf98'];

/** A courtyard: arcades around a long pool with a fountain, fruit trees and a daybed. */
export function courtyard(colours: Palette, random: Random): string {
  const time = timeOfDay(random);
  const mud = pick(random, MUD);
  const top = 220;
  const base = 560;
  let out = sky(time, base, random) + rect(0, top, W, base - top, mud) + rect(0, top, W, 12, '#00000018');
  const bays = 7;
  const bay = W / bays;
  for (let i = 0; i < bays; i++) {
    const x = i * bay + bay * 0.16;
    const w = bay * 0.68;
    out += path(archPath(x, base, w, top + 150, 56), i === Math.floor(bays / 2) ? colours.accent : '#6d5440', i === Math.floor(bays / 2) ? 'opacity="0.85"' : '');
    out += rect(x + w * 0.3, top + 40, w * 0.4, 44, glass(time, random));
  }
  out += rect(0, base, W, H - base, '#e3d2b4');
  for (let y = base + 30; y < H; y += 40) out += line(0, y, W, y, '#00000012', 2);
  out += `<defs>${vGradient('hoz', '#4fb3c8', '#2a8aa6')}</defs>`;
  out += poly([[500, base + 20], [700, base + 20], [820, H], [380, H]], '#2f8f9d') + poly([[512, base + 28], [688, base + 28], [796, H], [404, H]], 'url(#hoz)');
  out += ellipse(600, base + 120, 34, 10, '#ffffff', 'opacity="0.7"') + rect(597, base + 80, 6, 40, '#ffffff', 'opacity="0.6"');
  for (const x of [250, 950]) {
    out += tree(x, base + 150, 170, random);
    for (let k = 0; k < 6; k++) out += circle(x + between(random, -60, 60), base + 150 - between(random, 120, 200), 7, '#e8912e');
  }
  // A daybed with its red carpet and cushions in the front corner.
  out += rect(20, H - 120, 260, 30, '#7a5238') + rect(20, H - 126, 260, 14, '#9c2f2a') + rect(40, H - 90, 12, 70, '#5a3d2a') + rect(248, H - 90, 12, 70, '#5a3d2a');
  out += rect(40, H - 160, 60, 36, '#c98a2a', 'rx="10"') + rect(110, H - 160, 60, 36, '#9c2f2a', 'rx="10"');
  return out;
}
