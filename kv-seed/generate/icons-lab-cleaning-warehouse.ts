// Pictograms of the laboratory, cleaning and warehouse kinds and of the extra guarantee.
import { circle, ellipse, line, path, rect, ring, type Pictogram } from './svg.ts';

const GLASS = '#E1F5FE';
const SCREEN = '#A5D6A7';
const CARDBOARD = '#D7B98E';
const CARDBOARD_DARK = '#C8A165';

export const LAB_CLEANING_WAREHOUSE_ICONS: Readonly<Record<string, Pictogram>> = {
  'magnetic-stirrer': ({ A, D, M, L }) =>
    rect(210, 470, 380, 140, 24, D) + rect(240, 440, 320, 40, 12, M) + circle(300, 545, 28, A) + circle(500, 545, 28, A)
    + rect(360, 525, 80, 40, 8, SCREEN) + rect(310, 220, 180, 220, 16, GLASS, 'stroke="#90A4AE" stroke-width="6"')
    + rect(316, 300, 168, 134, 12, '#81D4FA', 'opacity="0.7"') + rect(360, 405, 80, 18, 9, A) + line('M340 320 Q400 380 460 320', L, 6),
  centrifuge: ({ A, D, M }) =>
    rect(190, 390, 420, 220, 60, M) + path('M190 450 Q190 300 400 300 Q610 300 610 450 Z', A)
    + ellipse(400, 385, 110, 40, '#263238') + ellipse(400, 385, 60, 18, '#546E7A')
    + rect(300, 480, 200, 70, 14, D) + rect(320, 495, 100, 40, 8, SCREEN) + circle(470, 515, 16, A)
    + rect(220, 606, 50, 18, 4, D) + rect(530, 606, 50, 18, 4, D),
  'ultrasonic-cleaner': ({ A, D, M }) =>
    line('M280 330 V260 H520 V330', D, 12) + rect(190, 360, 420, 240, 26, M) + rect(210, 330, 380, 50, 14, D)
    + line('M230 352 q25 -14 50 0 t50 0 t50 0 t50 0 t50 0 t50 0 t50 0', '#4FC3F7', 8)
    + rect(240, 440, 320, 110, 16, '#ECEFF1') + rect(270, 470, 120, 50, 8, '#263238') + circle(480, 495, 30, A),
  'precision-balance': ({ A, D, M, L }) =>
    rect(200, 470, 400, 130, 20, D) + rect(240, 520, 170, 50, 8, SCREEN) + circle(460, 545, 16, A) + circle(510, 545, 16, L)
    + rect(385, 430, 30, 45, 6, M) + ellipse(400, 430, 170, 30, M) + ellipse(400, 424, 150, 20, L, 'opacity="0.35"')
    + rect(370, 360, 60, 60, 8, '#90A4AE') + rect(388, 340, 24, 24, 8, '#90A4AE'),
  'analytical-balance': ({ A, D, M }) =>
    rect(200, 500, 400, 110, 16, D) + rect(240, 540, 150, 44, 8, SCREEN) + circle(470, 562, 14, A)
    + rect(240, 200, 320, 300, 12, GLASS, 'opacity="0.75" stroke="#607D8B" stroke-width="8"') + line('M400 204 V496', '#607D8B', 6)
    + rect(392, 440, 16, 60, 4, M) + ellipse(400, 440, 90, 16, M) + rect(360, 180, 80, 20, 8, D),
  microscope: ({ A, D, M }) =>
    rect(230, 570, 300, 60, 20, D) + line('M470 560 Q570 420 470 250', A, 60) + rect(280, 420, 200, 24, 8, D)
    + line('M330 320 L265 175', M, 44) + circle(255, 160, 30, D) + ellipse(330, 340, 50, 26, M)
    + rect(300, 350, 18, 50, 6, D) + rect(338, 355, 18, 50, 6, D) + circle(505, 420, 34, M) + circle(505, 420, 14, D)
    + circle(380, 505, 26, '#FFF59D'),
  'ph-meter': ({ A, D, L }) =>
    rect(400, 330, 220, 270, 20, GLASS, 'stroke="#90A4AE" stroke-width="8"') + rect(408, 420, 204, 172, 14, '#AED581', 'opacity="0.8"')
    + `<g transform="rotate(-12 330 380)">${rect(280, 150, 100, 380, 44, A)}${rect(300, 200, 60, 70, 8, SCREEN)}`
    + `${circle(330, 310, 12, L)}${rect(305, 520, 50, 90, 14, D)}</g>`,
  'wet-dry-vacuum': ({ A, D, M }) =>
    line('M545 350 C 660 340, 700 460, 640 520', D, 26) + line('M640 520 L690 620', M, 18) + rect(640, 615, 120, 24, 10, D)
    + rect(260, 330, 280, 270, 50, A) + rect(245, 290, 310, 80, 36, D) + rect(330, 255, 140, 40, 20, D)
    + circle(300, 610, 26, D) + circle(500, 610, 26, D),
  'floor-scrubber': ({ A, D, M }) =>
    line('M540 330 L640 170 H700', D, 22) + ellipse(380, 600, 170, 30, M) + rect(470, 590, 160, 20, 10, D)
    + rect(260, 320, 300, 260, 40, A) + rect(280, 300, 260, 40, 20, D) + circle(520, 600, 34, D)
    + rect(300, 380, 220, 16, 8, '#FFFFFF', 'opacity="0.3"'),
  'pressure-washer': ({ A, D, M }) =>
    line('M470 320 L520 170 H580', D, 20) + rect(250, 300, 240, 300, 60, A) + ring(370, 470, 60, D, 14) + circle(370, 470, 18, D)
    + circle(280, 600, 40, D) + circle(280, 600, 14, M)
    + line('M490 520 C 560 560, 600 500, 620 460', D, 10) + rect(600, 440, 40, 60, 10, D) + line('M630 450 L740 360', M, 12)
    + line('M750 340 L770 320 M755 355 L780 350 M745 330 L755 305', '#4FC3F7', 5),
  'steam-cleaner': ({ A, D, M }) =>
    line('M510 470 C 620 470, 650 330, 600 250', D, 18) + line('M600 250 L650 185', M, 22) + rect(630, 150, 60, 30, 10, D)
    + line('M700 135 q16 -16 0 -32 q-16 -16 0 -32', '#90A4AE', 8)
    + rect(200, 400, 330, 190, 95, A) + rect(280, 350, 170, 50, 24, D) + circle(250, 600, 20, D) + circle(480, 600, 20, D),
  'window-vacuum': ({ A, D, M }) =>
    rect(250, 185, 300, 22, 10, M) + rect(240, 200, 320, 80, 36, D) + rect(360, 270, 80, 60, 10, D)
    + rect(330, 320, 140, 290, 60, A) + rect(355, 360, 90, 120, 30, '#B3E5FC') + rect(380, 500, 40, 60, 12, D)
    + line('M600 260 L640 220 M620 300 L680 300', '#4FC3F7', 6),
  'pallet-truck': ({ A, D, M }) =>
    line('M575 400 L660 180', D, 22) + line('M640 200 q-10 -70 50 -70 q50 0 30 70', D, 18)
    + rect(140, 560, 430, 24, 8, M) + circle(170, 598, 14, D) + rect(520, 520, 110, 80, 12, A) + rect(545, 400, 60, 130, 14, A)
    + circle(580, 605, 32, D) + circle(580, 605, 12, M),
  'platform-trolley': ({ A, D, M }) =>
    line('M570 515 V230 Q570 200 600 200 H640', D, 22) + rect(220, 380, 200, 130, 10, CARDBOARD) + rect(310, 380, 20, 130, 0, CARDBOARD_DARK)
    + rect(150, 510, 440, 50, 12, A) + circle(200, 590, 34, D) + circle(200, 590, 12, M) + circle(520, 590, 34, D) + circle(520, 590, 12, M),
  'heavy-duty-shelving': ({ A, D }) =>
    rect(200, 160, 24, 470, 6, D) + rect(576, 160, 24, 470, 6, D)
    + rect(240, 180, 120, 80, 8, CARDBOARD) + rect(380, 200, 90, 60, 8, CARDBOARD_DARK)
    + rect(250, 320, 140, 80, 8, CARDBOARD_DARK) + rect(420, 340, 120, 60, 8, CARDBOARD)
    + rect(230, 460, 100, 80, 8, CARDBOARD) + rect(350, 480, 200, 60, 8, CARDBOARD_DARK)
    + [260, 400, 540, 610].map((y) => rect(200, y, 400, 20, 6, A)).join(''),
  'platform-scale': ({ A, D, M }) =>
    rect(560, 240, 26, 280, 8, D) + rect(510, 180, 140, 90, 16, A) + rect(530, 200, 100, 40, 8, SCREEN)
    + rect(160, 520, 440, 70, 12, M) + rect(180, 500, 400, 30, 10, '#CFD8DC') + rect(250, 390, 200, 110, 10, CARDBOARD)
    + rect(340, 390, 20, 110, 0, CARDBOARD_DARK) + circle(200, 600, 14, D) + circle(560, 600, 14, D),
  'crane-scale': ({ A, D, M, L }) =>
    ring(400, 150, 40, D, 18) + rect(300, 200, 200, 230, 40, A) + rect(330, 250, 140, 60, 10, SCREEN)
    + circle(360, 360, 14, L) + circle(440, 360, 14, L) + line('M400 430 V500 q0 60 -50 60 q-40 0 -40 -40', M, 22),
  'extra-guarantee': ({ A, L }) =>
    path('M400 160 L600 230 V420 Q600 570 400 650 Q200 570 200 420 V230 Z', A)
    + path('M400 200 L565 258 V420 Q565 540 400 610 Z', L, 'opacity="0.18"') + line('M300 410 L375 485 L520 330', L, 40),
};
