/** A hotel's first photo: its front, drawn by its kind. */
import { HotelKind } from '../../../../src/domain/hotels';
import {
  archPath, between, circle, ellipse, glass, H, line, palm, path, pick, rect, sky, timeOfDay, tree, W,
  type Palette, type Random, type TimeOfDay,
} from './common';

export interface FacadeSubject {
  kind: HotelKind;
  stars: number;
  coastal: boolean;
}

const GROUND = 650;

export function facade(subject: FacadeSubject, colours: Palette, random: Random): string {
  const time = timeOfDay(random);
  const draw = { [HotelKind.Hotel]: tower, [HotelKind.HotelApartment]: block, [HotelKind.Boutique]: boutique, [HotelKind.TraditionalHouse]: courtyardHouse }[subject.kind];
  const ground = subject.kind === HotelKind.TraditionalHouse ? '#d8c19c' : '#b9b3aa';
  // Old quarters have no blocks behind their walls.
  const behind = subject.kind === HotelKind.TraditionalHouse ? '' : neighbours(time, random);
  return sky(time, GROUND, random) + behind + draw(subject, colours, time, random)
    + rect(0, GROUND, W, H - GROUND, ground) + rect(0, GROUND, W, 8, '#00000022') + planting(subject, random);
}

/** Low blocks behind, so the hotel stands in a street and not in a void. */
function neighbours(time: TimeOfDay, random: Random): string {
  const shade = time === 'night' ? '#1d2946' : time === 'dusk' ? '#4a4a6a' : '#b7bec6';
  let out = '';
  for (let x = -40; x < W; x += between(random, 160, 260)) {
    const h = between(random, 120, 300);
    out += rect(x, GROUND - h, between(random, 140, 240), h, shade, 'opacity="0.55"');
  }
  return out;
}

function planting(subject: FacadeSubject, random: Random): string {
  const southern = subject.coastal;
  let out = '';
  for (const x of [between(random, 40, 140), between(random, 1060, 1160)]) {
    out += southern ? palm(x, GROUND + 30, between(random, 200, 280)) : tree(x, GROUND + 30, between(random, 110, 160), random);
  }
  return out;
}

function windowsGrid(x: number, top: number, w: number, floors: number, floorH: number, cols: number, time: TimeOfDay, random: Random): string {
  let out = '';
  const cell = w / cols;
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) out += rect(x + c * cell + cell * 0.2, top + f * floorH + floorH * 0.2, cell * 0.6, floorH * 0.6, glass(time, random));
  }
  return out;
}

function entrance(cx: number, colours: Palette, time: TimeOfDay): string {
  const lit = time === 'night' || time === 'dusk' ? '#f6d9a0' : '#8fb0c4';
  return rect(cx - 70, GROUND - 80, 140, 80, lit) + line(cx, GROUND - 80, cx, GROUND, '#3b3b3b', 3)
    + rect(cx - 110, GROUND - 104, 220, 20, colours.accent) + rect(cx - 100, GROUND - 84, 6, 84, '#555') + rect(cx + 94, GROUND - 84, 6, 84, '#555');
}

/** A hotel: a tower of windows, taller with more stars. */
function tower({ stars }: FacadeSubject, colours: Palette, time: TimeOfDay, random: Random): string {
  const floors = Math.min(15, 3 + stars * 2 + Math.floor(random() * 3));
  const w = 340 + stars * 40;
  const x = W / 2 - w / 2 + between(random, -140, 140);
  const floorH = Math.min(42, (GROUND - 190) / floors);
  const top = GROUND - 120 - floors * floorH;
  const ribbons = random() < 0.35;
  let out = rect(x, top - 24, w, GROUND - top + 24, colours.wall) + rect(x - 8, top - 34, w + 16, 16, colours.trim);
  if (ribbons) {
    for (let f = 0; f < floors; f++) out += rect(x + 16, top + f * floorH + floorH * 0.18, w - 32, floorH * 0.62, glass(time, random));
  } else {
    out += windowsGrid(x + 10, top, w - 20, floors, floorH, Math.round(w / 62), time, random);
  }
  out += rect(x, GROUND - 120, w, 8, colours.trim) + entrance(x + w / 2, colours, time);
  return out;
}

/** A hotel apartment: a wide block whose flats have balconies. */
function block(_subject: FacadeSubject, colours: Palette, time: TimeOfDay, random: Random): string {
  const floors = 5 + Math.floor(random() * 4);
  const w = 620;
  const x = W / 2 - w / 2 + between(random, -100, 100);
  const floorH = 56;
  const top = GROUND - 110 - floors * floorH;
  const cols = 5;
  const cell = w / cols;
  let out = rect(x, top - 16, w, GROUND - top + 16, colours.wall) + rect(x - 6, top - 24, w + 12, 12, colours.trim);
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      const cx = x + c * cell;
      const y = top + f * floorH;
      out += rect(cx + cell * 0.18, y + 8, cell * 0.64, floorH - 18, glass(time, random));
      if ((c + f) % 2 === 0) {
        // A balcony: a slab and a railing across the lower half of the window.
        out += rect(cx + cell * 0.1, y + floorH - 12, cell * 0.8, 6, colours.trim) + rect(cx + cell * 0.1, y + floorH - 32, cell * 0.8, 3, colours.trim);
        for (let r = 0; r <= 8; r++) out += line(cx + cell * (0.1 + r * 0.1), y + floorH - 30, cx + cell * (0.1 + r * 0.1), y + floorH - 12, colours.trim, 2);
      }
    }
  }
  return out + rect(x, GROUND - 110, w, 6, colours.trim) + entrance(x + w / 2, colours, time);
}

/** A boutique hotel: a narrow old front between its neighbours, shuttered windows, an awning. */
function boutique(_subject: FacadeSubject, colours: Palette, time: TimeOfDay, random: Random): string {
  const w = between(random, 300, 360);
  const x = W / 2 - w / 2;
  const floors = 3 + Math.floor(random() * 2);
  const floorH = 112;
  const top = GROUND - 130 - floors * floorH;
  const side = pick(random, ['#c7b8a4', '#b8a999', '#a9b3a6', '#c9b0a0']);
  let out = rect(x - 300, top + 60, 300, GROUND - top, side) + rect(x + w, top + 30, 300, GROUND - top, side);
  out += rect(x, top - 20, w, GROUND - top + 20, colours.wall) + rect(x - 10, top - 30, w + 20, 14, colours.trim);
  for (let f = 0; f < floors; f++) {
    const y = top + f * floorH;
    out += rect(x, y + floorH - 6, w, 6, colours.trim);
    for (const cx of [x + w * 0.27, x + w * 0.73]) {
      const ww = 50;
      out += path(archPath(cx - ww / 2, y + floorH - 20, ww, y + 42, 22), glass(time, random))
        + rect(cx - ww / 2 - 22, y + 24, 20, floorH - 44, colours.accent) + rect(cx + ww / 2 + 2, y + 24, 20, floorH - 44, colours.accent);
    }
  }
  // The ground floor: a door under a striped awning, lamps and planters.
  const door = x + w / 2;
  const lit = time === 'night' || time === 'dusk';
  out += path(archPath(door - 40, GROUND, 80, GROUND - 80, 28), colours.wood);
  for (let s = 0; s < 6; s++) out += rect(x + 30 + s * ((w - 60) / 6), GROUND - 132, (w - 60) / 6, 26, s % 2 ? colours.fabric : colours.accent);
  for (const lx of [door - 70, door + 70]) out += rect(lx - 6, GROUND - 92, 12, 18, lit ? '#f7d58a' : '#e9e2cf') + (lit ? circle(lx, GROUND - 83, 30, '#f7d58a', 'opacity="0.25"') : '');
  for (const px of [x + 26, x + w - 26]) out += rect(px - 18, GROUND - 30, 36, 30, '#8a6a4f') + circle(px, GROUND - 44, 24, '#5d8c4e');
  return out;
}

const MUD = ['#c9a27a', '#d1ae85', '#bf9870', '#cdb08a'];
const TILE = ['#2f8f9d', '#2b6f8f', '#3a8f7d'];

/** A traditional house: a low mud wall, an arched portal with tiles, a wind catcher and a dome. */
function courtyardHouse(_subject: FacadeSubject, colours: Palette, time: TimeOfDay, random: Random): string {
  const mud = pick(random, MUD);
  const tile = pick(random, TILE);
  const wallTop = GROUND - 230;
  // The wind catcher on one side, the dome on the other, the portal between them.
  const flip = random() < 0.5;
  const portal = W / 2 + (flip ? 1 : -1) * between(random, 40, 120);
  const catcher = flip ? between(random, 180, 300) : between(random, 900, 1020);
  const dome = flip ? 980 : 220;
  let out = '';
  // Garden trees over the wall, then the dome and wind catcher behind it.
  for (let i = 0; i < 3; i++) out += circle(between(random, 80, 1120), wallTop - between(random, 0, 30), between(random, 40, 70), '#5f8a52');
  out += ellipse(dome, wallTop, 110, 95, random() < 0.5 ? tile : mud);
  out += rect(catcher - 45, wallTop - 190, 90, 190, mud) + rect(catcher - 52, wallTop - 200, 104, 14, '#00000018');
  for (let s = 0; s < 4; s++) out += rect(catcher - 36 + s * 20, wallTop - 176, 10, 70, '#5a4634');
  out += rect(0, wallTop, W, GROUND - wallTop, mud) + rect(0, wallTop, W, 12, '#00000018');
  // The portal: a tiled frame stepping above the wall, a pointed arch, a wooden door.
  const pw = 250;
  out += rect(portal - pw / 2, wallTop - 110, pw, GROUND - wallTop + 110, mud) + rect(portal - pw / 2, wallTop - 110, pw, 14, tile);
  out += path(archPath(portal - 90, GROUND, 180, wallTop - 10, 70), tile);
  out += path(archPath(portal - 76, GROUND, 152, wallTop, 58), '#7a5d45');
  out += rect(portal - 40, GROUND - 150, 80, 150, colours.wood) + line(portal, GROUND - 150, portal, GROUND, '#3b2a1e', 3);
  for (const k of [-1, 1]) out += circle(portal + k * 10, GROUND - 80, 4, '#c9a24a');
  const lamp = time === 'night' || time === 'dusk' ? '#f7d58a' : '#e7d3a8';
  out += circle(portal, wallTop + 30, 10, lamp);
  return out;
}
