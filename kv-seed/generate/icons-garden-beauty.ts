// Pictograms of the garden and beauty kinds, drawn with basic shapes on an 800×800 canvas.
import { circle, ellipse, line, path, poly, rect, ring, type Pictogram } from './svg.ts';

const GLASS = '#E1F5FE';

export const GARDEN_BEAUTY_ICONS: Readonly<Record<string, Pictogram>> = {
  'lawn-mower': ({ A, D, M }) =>
    line('M520 480 L680 230 H740', D, 18) + poly('210,470 560,470 610,580 180,580', A)
    + rect(320, 380, 170, 100, 24, D) + circle(405, 372, 30, M)
    + circle(230, 590, 60, D) + circle(230, 590, 22, M) + circle(560, 590, 60, D) + circle(560, 590, 22, M),
  scarifier: ({ A, D, M }) =>
    line('M540 480 L680 240 H740', D, 18) + [0, 1, 2, 3, 4, 5, 6, 7].map((i) => rect(232 + i * 44, 555, 10, 50, 4, M)).join('')
    + rect(200, 470, 380, 100, 30, A) + ellipse(390, 470, 130, 60, D) + circle(230, 590, 36, D) + circle(550, 590, 36, D),
  'hedge-trimmer': ({ A, D, M }) =>
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => poly(`${120 + i * 38},388 ${139 + i * 38},360 ${158 + i * 38},388 ${158 + i * 38},422 ${139 + i * 38},450 ${120 + i * 38},422`, M)).join('')
    + rect(110, 385, 400, 40, 10, M) + line('M520 340 Q560 240 640 260 Q690 280 670 340', D, 22)
    + rect(480, 340, 230, 130, 55, A) + rect(650, 380, 100, 50, 25, D),
  chainsaw: ({ A, D, M }) =>
    rect(100, 400, 360, 80, 40, M) + rect(100, 400, 360, 80, 40, 'none', `stroke="${D}" stroke-width="8" stroke-dasharray="16 10"`)
    + rect(420, 320, 260, 220, 50, A) + rect(450, 350, 160, 110, 24, D, 'opacity="0.3"')
    + line('M470 330 Q500 230 600 250', D, 22) + line('M640 520 H700 Q720 520 720 500 V420', D, 26) + circle(560, 500, 22, D),
  'leaf-blower': ({ A, D, M }) =>
    line('M450 470 L160 560', D, 60) + line('M440 330 Q500 230 580 320', D, 26) + circle(500, 420, 120, A)
    + circle(500, 420, 70, D) + circle(500, 420, 24, M)
    + ellipse(130, 630, 24, 12, '#FFB74D', 'transform="rotate(-20 130 630)"') + ellipse(210, 645, 20, 10, '#E57373', 'transform="rotate(15 210 645)"')
    + ellipse(270, 625, 18, 9, '#FFD54F', 'transform="rotate(-35 270 625)"'),
  'garden-pump': ({ A, D, M }) =>
    rect(260, 300, 160, 24, 12, D) + rect(170, 350, 270, 170, 50, D)
    + [0, 1, 2, 3].map((i) => rect(200, 372 + i * 32, 200, 12, 6, '#546E7A')).join('')
    + rect(490, 250, 60, 90, 12, M) + rect(600, 420, 70, 50, 12, M) + rect(430, 330, 180, 210, 40, A)
    + rect(170, 540, 460, 40, 12, M) + path('M520 170 Q550 210 520 230 Q490 210 520 170 Z', '#4FC3F7'),
  'pressure-sprayer': ({ A, D, M }) =>
    rect(330, 150, 140, 28, 14, D) + rect(385, 160, 30, 130, 12, D) + rect(290, 270, 220, 340, 90, A)
    + rect(290, 500, 220, 22, 0, D, 'opacity="0.25"') + line('M500 520 C 600 560, 640 420, 620 330', D, 12)
    + line('M620 330 L700 200', M, 14) + circle(705, 192, 12, D)
    + circle(730, 168, 6, '#4FC3F7') + circle(748, 186, 5, '#4FC3F7') + circle(722, 148, 5, '#4FC3F7'),
  'hairdressing-chair': ({ A, D, M }) =>
    ellipse(400, 610, 150, 28, D) + rect(380, 500, 40, 110, 10, M) + rect(330, 545, 140, 18, 9, M)
    + rect(280, 200, 240, 240, 60, A) + rect(250, 430, 300, 80, 36, A)
    + rect(220, 400, 70, 30, 14, D) + rect(510, 400, 70, 30, 14, D) + rect(300, 230, 200, 16, 8, '#FFFFFF', 'opacity="0.3"'),
  'massage-table': ({ A, D, M }) =>
    line('M220 416 L190 620 M300 416 L330 620 M500 416 L470 620 M580 416 L610 620', D, 18)
    + line('M200 560 H600', M, 10) + rect(160, 360, 480, 56, 28, A) + rect(630, 370, 80, 36, 18, A)
    + ellipse(670, 388, 18, 8, D, 'opacity="0.4"'),
  'facial-steamer': ({ A, D, M }) =>
    line('M400 590 L260 630 M400 590 L540 630 M400 590 L330 650 M400 590 L470 650', D, 16)
    + circle(260, 632, 14, D) + circle(540, 632, 14, D) + circle(330, 652, 12, D) + circle(470, 652, 12, D)
    + rect(390, 330, 20, 270, 8, M) + rect(350, 340, 100, 40, 12, A) + circle(400, 270, 80, GLASS, `stroke="${M}" stroke-width="8"`)
    + line('M400 200 Q420 160 520 175', D, 20) + rect(505, 160, 60, 30, 14, D)
    + line('M590 160 q20 -20 0 -40 q-20 -20 0 -40', '#90A4AE', 8) + line('M625 170 q20 -20 0 -40 q-20 -20 0 -40', '#90A4AE', 8),
  'uv-sterilizer': ({ A, D, M, L }) =>
    rect(330, 205, 140, 20, 10, D) + rect(230, 230, 340, 380, 30, L, `stroke="${M}" stroke-width="10"`)
    + rect(270, 290, 260, 220, 18, '#9575CD', 'opacity="0.85"')
    + [0, 1, 2].map((i) => rect(290, 330 + i * 50, 220, 10, 5, '#EDE7F6')).join('')
    + rect(270, 530, 260, 50, 12, D) + circle(490, 555, 12, A),
  'hot-towel-cabinet': ({ A, D, M, L }) =>
    rect(220, 250, 360, 340, 28, M) + rect(250, 280, 300, 260, 20, '#ECEFF1') + rect(275, 305, 250, 210, 14, '#FFF3E0')
    + [0, 1].flatMap((row) => [0, 1, 2].map((col) => circle(330 + col * 70, 370 + row * 80, 30, L, 'stroke="#FFCC80" stroke-width="6"')
      + ring(330 + col * 70, 370 + row * 80, 12, '#FFCC80', 4))).join('')
    + rect(530, 360, 12, 90, 6, D) + circle(520, 565, 10, A) + rect(240, 588, 40, 20, 4, D) + rect(520, 588, 40, 20, 4, D),
  'nail-drill': ({ A, D, M, L }) =>
    rect(170, 420, 300, 170, 26, D) + rect(200, 450, 130, 60, 10, '#80CBC4') + circle(400, 505, 42, A) + circle(400, 505, 16, L)
    + line('M470 480 C 560 500, 610 480, 608 420', D, 10) + rect(580, 180, 56, 240, 28, M) + rect(600, 140, 16, 44, 6, D)
    + rect(580, 230, 56, 14, 0, A),
  'nail-lamp': ({ A, D }) =>
    path('M190 600 L190 470 Q190 250 400 250 Q610 250 610 470 L610 600 Z', A)
    + path('M260 600 L260 500 Q260 380 400 380 Q540 380 540 500 L540 600 Z', '#FFF8E1')
    + [[300, 440], [340, 405], [400, 392], [460, 405], [500, 440]].map(([x, y]) => circle(x ?? 0, y ?? 0, 9, '#B39DDB')).join('')
    + rect(350, 290, 100, 34, 10, D) + rect(170, 590, 460, 40, 16, D),
};
