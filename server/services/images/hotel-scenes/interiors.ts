/** Indoor photos: a room, the lobby and the restaurant, drawn face on. */
import { HotelKind } from '../../../../src/domain/hotels';
import {
  archPath, between, circle, ellipse, glow, H, line, path, pick, poly, rect, sky, timeOfDay, W,
  type Palette, type Random, type TimeOfDay,
} from './common';

export interface InteriorSubject {
  kind: HotelKind;
  stars: number;
  coastal: boolean;
}

const FLOOR = 580;

/** Rooftops of a town, about 50 px a house, with a few lit windows by night. */
function town(x: number, w: number, horizon: number, time: TimeOfDay, random: Random): string {
  const count = Math.max(5, Math.round(w / 50));
  const dark = time === 'night' || time === 'dusk';
  let out = '';
  for (let i = 0; i < count; i++) {
    const top = horizon - between(random, 10, 70);
    out += rect(x + (i * w) / count, top, w / count - 3, 300, dark ? '#22304f' : '#a9b2ba');
    if (dark && random() < 0.6) out += rect(x + (i * w) / count + 12, top + 14, 10, 12, '#f7d58a');
  }
  return out;
}

/** The view through a window: its sky, and the sea or a town below it. */
function view(id: string, x: number, y: number, w: number, h: number, coastal: boolean, time: TimeOfDay, random: Random): string {
  const horizon = y + h * 0.68;
  const below = coastal
    ? rect(x, horizon, w, h, time === 'night' ? '#15294a' : '#2f7fa8')
    : town(x, w, horizon, time, random);
  return `<defs><clipPath id="${id}-clip">${rect(x, y, w, h, '#000')}</clipPath></defs>`
    + `<g clip-path="url(#${id}-clip)"><g transform="translate(0 ${y})">${sky(time, horizon - y + 1, random, x, w, `${id}-sky`)}</g>${below}</g>`;
}

function lamp(x: number, y: number, shade: string, id: string): string {
  return `<defs>${glow(id, '#ffd98a')}</defs>` + circle(x, y + 10, 90, `url(#${id})`)
    + rect(x - 4, y + 20, 8, 46, '#6b5b4b') + poly([[x - 30, y + 22], [x + 30, y + 22], [x + 20, y - 20], [x - 20, y - 20]], shade);
}

function pillow(x: number, y: number, w: number, colour: string): string {
  return rect(x, y, w, 52, colour, 'rx="16"') + rect(x + 6, y + 40, w - 12, 6, '#00000010', 'rx="3"');
}

/** A bed seen from its foot: headboard, pillows, a duvet and a throw. */
function bed(cx: number, w: number, colours: Palette): string {
  const head = FLOOR - 190;
  return rect(cx - w / 2 - 10, head, w + 20, 150, colours.wood, 'rx="8"')
    + rect(cx - w / 2, FLOOR - 80, w, 40, '#ffffff') + pillow(cx - w / 2 + 20, FLOOR - 118, w / 2 - 30, '#fbfaf7') + pillow(cx + 10, FLOOR - 118, w / 2 - 30, '#fbfaf7')
    + poly([[cx - w / 2, FLOOR - 50], [cx + w / 2, FLOOR - 50], [cx + w / 2 + 40, FLOOR + 110], [cx - w / 2 - 40, FLOOR + 110]], colours.fabric)
    + poly([[cx - w / 2 - 22, FLOOR + 40], [cx + w / 2 + 22, FLOOR + 40], [cx + w / 2 + 34, FLOOR + 85], [cx - w / 2 - 34, FLOOR + 85]], colours.accent)
    + rect(cx - w / 2 - 40, FLOOR + 110, w + 80, 26, '#00000026');
}

export function room(subject: InteriorSubject, colours: Palette, random: Random): string {
  const time = timeOfDay(random);
  const traditional = subject.kind === HotelKind.TraditionalHouse;
  const left = random() < 0.5;
  const winX = left ? 60 : 840;
  const bedX = left ? 720 : 480;
  const twin = !traditional && random() < 0.35;
  let out = rect(0, 0, W, FLOOR, colours.wall) + rect(0, FLOOR, W, H - FLOOR, colours.floor) + rect(0, FLOOR - 10, W, 10, colours.trim);
  out += view('room', winX, 120, 300, 340, subject.coastal, time, random);
  if (traditional) {
    // A niche window under a pointed arch, and a red carpet with its border.
    out += path(`M${winX - 24},100 h348 v374 h-348 Z ${archPath(winX, 460, 300, 190, 70)}`, colours.wall, 'fill-rule="evenodd"')
      + path(archPath(winX, 460, 300, 190, 70), 'none', `stroke="${colours.wood}" stroke-width="14"`);
    out += rect(bedX - 360, FLOOR + 60, 720, 160, '#8e2f2a') + rect(bedX - 340, FLOOR + 76, 680, 128, 'none', 'stroke="#d9a441" stroke-width="8"');
  } else {
    out += rect(winX - 12, 108, 324, 364, 'none', `stroke="${colours.trim}" stroke-width="12"`) + line(winX + 150, 120, winX + 150, 460, colours.trim, 6);
    out += rect(winX - 50, 90, 60, 420, colours.fabric, 'opacity="0.9"') + rect(winX + 290, 90, 60, 420, colours.fabric, 'opacity="0.9"');
    out += rect(bedX - 330, FLOOR + 70, 660, 150, colours.trim, 'opacity="0.25"');
  }
  // Art above the bed: a few flat shapes in the hotel's accent.
  out += rect(bedX - 110, 150, 220, 140, colours.fabric, `stroke="${colours.wood}" stroke-width="8"`)
    + circle(bedX - 30, 220, 36, colours.accent, 'opacity="0.8"') + rect(bedX + 5, 190, 60, 70, colours.trim, 'opacity="0.6"');
  if (twin) {
    out += bed(bedX - 140, 200, colours) + bed(bedX + 140, 200, colours);
    out += rect(bedX - 30, FLOOR - 70, 60, 70, colours.wood) + lamp(bedX, FLOOR - 140, colours.fabric, 'lamp1');
  } else {
    out += bed(bedX, 360, colours);
    for (const [k, side] of [[-1, 'lamp1'], [1, 'lamp2']] as const) {
      out += rect(bedX + k * 270 - 40, FLOOR - 70, 80, 70, colours.wood) + lamp(bedX + k * 270, FLOOR - 140, colours.fabric, side);
    }
  }
  return out;
}

function plant(x: number, ground: number, size: number): string {
  return poly([[x - size * 0.3, ground - size * 0.6], [x + size * 0.3, ground - size * 0.6], [x + size * 0.22, ground], [x - size * 0.22, ground]], '#5a4a3c')
    + ellipse(x, ground - size * 1.1, size * 0.45, size * 0.6, '#4f7f52') + ellipse(x - size * 0.3, ground - size * 0.85, size * 0.3, size * 0.4, '#5d8c4e')
    + ellipse(x + size * 0.3, ground - size * 0.9, size * 0.3, size * 0.42, '#3f6f4a');
}

function pendant(x: number, drop: number, colour: string, id: string): string {
  return line(x, 0, x, drop, '#4a4a4a', 2) + `<defs>${glow(id, '#ffe0a0')}</defs>` + circle(x, drop + 20, 70, `url(#${id})`)
    + path(`M${x - 34},${drop + 28} Q${x},${drop - 14} ${x + 34},${drop + 28} Z`, colour);
}

/** The lobby: a reception desk before a feature wall, pendant lights, plants and a sofa. */
export function lobby(subject: InteriorSubject, colours: Palette, random: Random): string {
  const grand = subject.stars >= 4;
  let out = rect(0, 0, W, FLOOR, colours.wall) + rect(0, FLOOR, W, H - FLOOR, grand ? '#e8e2d8' : colours.floor);
  for (let y = FLOOR + 40; y < H; y += 55) out += line(0, y, W, y, '#00000014', 2);
  for (let x = 0; x < W; x += 150) out += line(x, 0, x, FLOOR, '#00000010', 3);
  out += rect(360, 120, 480, 340, colours.accent, 'opacity="0.85"') + circle(600, 270, 70, colours.wall, 'opacity="0.35"');
  out += rect(340, FLOOR - 140, 520, 20, colours.trim) + rect(360, FLOOR - 120, 480, 150, colours.wood);
  out += rect(360, FLOOR - 60, 480, 8, '#00000020');
  const lights = grand ? 5 : 3;
  for (let i = 0; i < lights; i++) out += pendant(240 + (i * 720) / (lights - 1), between(random, 70, 110), colours.fabric, `pendant${i}`);
  out += plant(140, FLOOR + 20, 150) + plant(1060, FLOOR + 20, 150);
  // A sofa and an armchair in the foreground.
  const sofa = pick(random, [colours.accent, colours.trim, '#6d6a62']);
  out += rect(80, 640, 420, 70, sofa, 'rx="14"') + rect(80, 600, 420, 60, sofa, 'rx="14" opacity="0.85"') + rect(100, 700, 16, 40, '#3b3b3b') + rect(464, 700, 16, 40, '#3b3b3b');
  out += rect(820, 630, 220, 80, sofa, 'rx="14"') + rect(820, 590, 220, 60, sofa, 'rx="14" opacity="0.85"');
  out += ellipse(660, 700, 110, 26, colours.wood) + rect(652, 700, 16, 50, colours.wood);
  return out;
}

/** The restaurant: a row of windows, laid tables and chairs, lamps over them. */
export function restaurant(subject: InteriorSubject, colours: Palette, random: Random): string {
  const time = timeOfDay(random);
  // One view behind the whole wall, seen through its three windows: one sky, one sun.
  const windows = [0, 1, 2].map((i) => 90 + i * 360);
  let out = view('r', 0, 90, W, 330, subject.coastal, time, random);
  out += path(`M0,0 H${W} V${FLOOR} H0 Z ${windows.map((x) => `M${x},90 h300 v330 h-300 Z`).join(' ')}`, colours.wall, 'fill-rule="evenodd"');
  out += rect(0, FLOOR, W, H - FLOOR, colours.floor);
  for (const x of windows) out += rect(x - 6, 84, 312, 342, 'none', `stroke="${colours.trim}" stroke-width="12"`);
  const cloth = random() < 0.7 ? '#fbfaf6' : colours.fabric;
  // Two rows of tables: smaller and higher at the back, bigger in front.
  for (const [y, size, count] of [[FLOOR + 20, 0.7, 4], [FLOOR + 140, 1, 3]] as const) {
    for (let i = 0; i < count; i++) {
      const cx = (W / count) * (i + 0.5);
      const tw = 220 * size;
      out += rect(cx - tw / 2 - 50 * size, y - 90 * size, 36 * size, 130 * size, colours.wood, 'rx="6"') + rect(cx + tw / 2 + 14 * size, y - 90 * size, 36 * size, 130 * size, colours.wood, 'rx="6"');
      out += rect(cx - tw / 2, y - 20 * size, tw, 90 * size, cloth) + ellipse(cx, y - 20 * size, tw / 2, 14 * size, '#ffffff');
      out += ellipse(cx - tw * 0.22, y - 22 * size, 26 * size, 7 * size, '#e6e1d8') + ellipse(cx + tw * 0.22, y - 22 * size, 26 * size, 7 * size, '#e6e1d8');
      out += rect(cx - 5 * size, y - 50 * size, 10 * size, 28 * size, colours.accent, 'opacity="0.8"');
    }
  }
  for (let i = 0; i < 4; i++) out += pendant(150 + i * 300, 40, colours.accent, `rp${i}`);
  return out;
}
