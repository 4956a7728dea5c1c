// Flat illustrations of village life in Gondia, drawn as SVG (1600×900 scenes, 400×400 portraits).
const W = 1600;
const H = 900;

const svg = (body, width = W, height = H) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;

const sky = (top, bottom, id = 'sky') => `
  <defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#${id})"/>`;

const sun = (x, y, r, colour = '#fbbf24') => `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" opacity="0.95"/>`;

const cloud = (x, y, s = 1) => `<g transform="translate(${x} ${y}) scale(${s})" fill="#fff" opacity="0.85">
  <ellipse cx="0" cy="0" rx="70" ry="28"/><ellipse cx="50" cy="-18" rx="50" ry="30"/><ellipse cx="100" cy="0" rx="60" ry="24"/></g>`;

const hills = (y, colour, amp = 60) =>
  `<path d="M0 ${y} Q ${W * 0.2} ${y - amp} ${W * 0.4} ${y} T ${W * 0.8} ${y} T ${W * 1.2} ${y} V ${H} H 0 Z" fill="${colour}"/>`;

const fieldRows = (y, colour, rows = 7) =>
  Array.from({ length: rows }, (_, i) => {
    const yy = y + i * ((H - y) / rows);
    return `<path d="M0 ${yy + 14} Q ${W / 2} ${yy - 10} ${W} ${yy + 14}" stroke="${colour}" stroke-width="${6 + i * 2}" fill="none" opacity="0.6"/>`;
  }).join('');

const tree = (x, y, s = 1, leaf = '#15803d') => `<g transform="translate(${x} ${y}) scale(${s})">
  <rect x="-10" y="-20" width="20" height="120" fill="#78350f"/>
  <circle cx="0" cy="-60" r="70" fill="${leaf}"/><circle cx="-50" cy="-20" r="45" fill="${leaf}"/><circle cx="50" cy="-25" r="48" fill="${leaf}"/></g>`;

const hut = (x, y, s = 1, wall = '#fde68a', roof = '#92400e') => `<g transform="translate(${x} ${y}) scale(${s})">
  <rect x="-90" y="-100" width="180" height="110" fill="${wall}"/>
  <path d="M-120 -95 L0 -190 L120 -95 Z" fill="${roof}"/>
  <rect x="-25" y="-55" width="50" height="65" fill="#7c2d12"/></g>`;

/** A woman in a sari: head, bun, draped body; `pose` lifts an arm (carrying, teaching). */
const woman = (x, y, s = 1, sari = '#be185d', border = '#facc15', pose = 'stand') => `<g transform="translate(${x} ${y}) scale(${s})">
  <path d="M-45 0 L-30 -150 Q0 -175 30 -150 L45 0 Z" fill="${sari}"/>
  <path d="M-30 -150 Q10 -120 40 -20" stroke="${border}" stroke-width="10" fill="none"/>
  ${pose === 'raise' ? `<path d="M25 -140 L70 -200" stroke="#92400e" stroke-width="14" stroke-linecap="round"/>` : `<path d="M-28 -135 L-45 -70" stroke="#92400e" stroke-width="14" stroke-linecap="round"/>`}
  <circle cx="0" cy="-185" r="28" fill="#92400e"/>
  <path d="M-30 -195 Q0 -230 30 -195 Q20 -215 0 -215 Q-20 -215 -30 -195 Z" fill="#111827"/>
  <circle cx="-22" cy="-200" r="12" fill="#111827"/></g>`;

const man = (x, y, s = 1, shirt = '#f8fafc', pant = '#1e3a8a') => `<g transform="translate(${x} ${y}) scale(${s})">
  <rect x="-30" y="-75" width="60" height="75" fill="${pant}"/>
  <rect x="-38" y="-165" width="76" height="95" rx="14" fill="${shirt}"/>
  <circle cx="0" cy="-192" r="27" fill="#78350f"/>
  <path d="M-27 -200 Q0 -228 27 -200 Z" fill="#1f2937"/></g>`;

const child = (x, y, s = 1, shirt = '#2563eb') => `<g transform="translate(${x} ${y}) scale(${s})">
  <rect x="-22" y="-60" width="44" height="60" fill="#1f2937"/>
  <rect x="-28" y="-120" width="56" height="65" rx="10" fill="${shirt}"/>
  <circle cx="0" cy="-142" r="22" fill="#92400e"/>
  <path d="M-22 -148 Q0 -172 22 -148 Z" fill="#111827"/></g>`;

const pot = (x, y, s = 1) => `<g transform="translate(${x} ${y}) scale(${s})">
  <ellipse cx="0" cy="0" rx="30" ry="26" fill="#b45309"/><rect x="-12" y="-34" width="24" height="12" fill="#b45309"/></g>`;

const sewingMachine = (x, y, s = 1) => `<g transform="translate(${x} ${y}) scale(${s})">
  <rect x="-150" y="0" width="300" height="24" fill="#57534e"/>
  <path d="M-110 0 V-110 H90 V-60 H60 V0" fill="none" stroke="#111827" stroke-width="34" stroke-linejoin="round"/>
  <circle cx="100" cy="-85" r="26" fill="#9ca3af"/>
  <rect x="50" y="-50" width="10" height="45" fill="#9ca3af"/>
  <rect x="-60" y="-14" width="170" height="14" fill="#f472b6"/></g>`;

const table = (x, y, w, colour = '#a16207') => `<g transform="translate(${x} ${y})">
  <rect x="${-w / 2}" y="0" width="${w}" height="20" fill="${colour}"/>
  <rect x="${-w / 2 + 20}" y="20" width="16" height="140" fill="${colour}"/><rect x="${w / 2 - 36}" y="20" width="16" height="140" fill="${colour}"/></g>`;

const flask = (x, y, colour) => `<g transform="translate(${x} ${y})">
  <path d="M-14 -110 H14 V-60 L50 0 H-50 L-14 -60 Z" fill="#e0f2fe" stroke="#334155" stroke-width="5"/>
  <path d="M-32 -28 H32 L50 0 H-50 Z" fill="${colour}"/></g>`;

const interior = (wall, floor) => `<rect width="${W}" height="${H}" fill="${wall}"/><rect y="${H * 0.7}" width="${W}" height="${H * 0.3}" fill="${floor}"/>
  <rect x="1180" y="120" width="260" height="200" fill="#bae6fd" stroke="#78350f" stroke-width="14"/>
  <path d="M1310 120 V320 M1180 220 H1440" stroke="#78350f" stroke-width="8"/>`;

export const scenes = {
  'paddy-fields': svg(`${sky('#fde68a', '#fef3c7')}${sun(1250, 230, 110)}${cloud(250, 170)}${cloud(800, 120, 0.8)}
    ${hills(470, '#65a30d', 70)}${hills(560, '#4d7c0f', 40)}${fieldRows(600, '#365314')}
    ${tree(150, 520, 1.1)}${hut(1400, 560, 0.9)}${woman(620, 820, 1.3, '#be185d')}${woman(820, 800, 1.2, '#7c3aed', '#fde047')}
    <path d="M560 760 L700 700" stroke="#a16207" stroke-width="10"/>`),

  'sewing-centre': svg(`${interior('#fed7aa', '#c2410c')}
    ${table(520, 560, 520)}${sewingMachine(520, 560, 1.1)}${woman(360, 760, 1.4, '#0f766e', '#fde047')}
    ${table(1120, 600, 420)}${sewingMachine(1120, 600, 0.9)}${woman(1280, 790, 1.3, '#be123c', '#fbbf24')}
    <rect x="120" y="120" width="200" height="260" fill="#f9a8d4"/><rect x="150" y="140" width="140" height="220" fill="#fbcfe8"/>`),

  'village-well': svg(`${sky('#7dd3fc', '#e0f2fe')}${sun(260, 180, 90)}${cloud(900, 140)}
    ${hills(520, '#84cc16', 50)}<rect y="620" width="${W}" height="280" fill="#d6a35c"/>
    ${tree(1400, 560, 1.2)}${hut(1120, 600, 0.8, '#fef3c7')}
    <g transform="translate(760 720)"><ellipse cx="0" cy="0" rx="170" ry="40" fill="#57534e"/>
      <rect x="-170" y="-110" width="340" height="110" fill="#a8a29e"/><ellipse cx="0" cy="-110" rx="170" ry="40" fill="#78716c"/>
      <ellipse cx="0" cy="-110" rx="130" ry="26" fill="#1e3a8a"/>
      <rect x="-150" y="-330" width="18" height="220" fill="#78350f"/><rect x="132" y="-330" width="18" height="220" fill="#78350f"/>
      <rect x="-160" y="-340" width="320" height="20" fill="#78350f"/></g>
    ${woman(470, 840, 1.2, '#ea580c')}${pot(470, 610)}${woman(1040, 850, 1.25, '#2563eb', '#f472b6')}${pot(1010, 640, 0.9)}`),

  classroom: svg(`${interior('#fef9c3', '#a16207')}
    <rect x="200" y="130" width="720" height="360" fill="#14532d" stroke="#78350f" stroke-width="16"/>
    <path d="M260 220 H560 M260 290 H700 M260 360 H480" stroke="#f0fdf4" stroke-width="12" stroke-linecap="round" opacity="0.85"/>
    ${woman(1000, 760, 1.4, '#9333ea', '#facc15', 'raise')}
    ${child(360, 860, 1.2, '#dc2626')}${child(560, 870, 1.25, '#2563eb')}${child(760, 860, 1.2, '#16a34a')}${child(1300, 870, 1.2, '#f59e0b')}`),

  'shg-meeting': svg(`${sky('#fcd34d', '#fef3c7')}${hills(520, '#a3e635', 40)}<rect y="600" width="${W}" height="300" fill="#ca8a04"/>
    ${tree(800, 520, 2.2, '#166534')}
    <ellipse cx="800" cy="760" rx="560" ry="90" fill="#fde68a"/>
    ${woman(380, 800, 1.1, '#db2777')}${woman(560, 760, 1.0, '#7c3aed')}${woman(1040, 760, 1.0, '#0891b2')}${woman(1220, 800, 1.1, '#ea580c')}
    ${woman(800, 880, 1.2, '#15803d', '#fde047', 'raise')}
    <rect x="720" y="680" width="160" height="40" fill="#f8fafc"/><path d="M740 700 H860" stroke="#94a3b8" stroke-width="6"/>`),

  'soil-lab': svg(`${interior('#e0f2fe', '#64748b')}
    ${table(800, 560, 1100, '#475569')}
    ${flask(520, 560, '#a16207')}${flask(700, 560, '#38bdf8')}${flask(880, 560, '#84cc16')}
    <rect x="1000" y="470" width="220" height="90" fill="#78350f"/><rect x="1010" y="440" width="200" height="40" fill="#92400e"/>
    ${man(300, 820, 1.3, '#f1f5f9', '#334155')}${woman(1350, 820, 1.3, '#0f766e', '#f8fafc')}`),

  'health-camp': svg(`${sky('#bae6fd', '#f0f9ff')}${sun(1350, 160, 80)}${hills(560, '#86efac', 40)}<rect y="640" width="${W}" height="260" fill="#bbf7d0"/>
    <path d="M300 700 L800 250 L1300 700 Z" fill="#f8fafc" stroke="#0369a1" stroke-width="12"/>
    <rect x="740" y="360" width="120" height="40" fill="#dc2626"/><rect x="780" y="320" width="40" height="120" fill="#dc2626"/>
    ${woman(620, 830, 1.2, '#e11d48')}${man(980, 830, 1.2, '#f8fafc', '#1e293b')}${child(520, 850, 1.0, '#f59e0b')}${woman(1180, 840, 1.2, '#7c3aed')}`),

  'community-meals': svg(`${interior('#ffedd5', '#9a3412')}
    ${table(800, 540, 1200, '#78350f')}
    ${[380, 620, 860, 1100].map((x) => `<ellipse cx="${x}" cy="530" rx="80" ry="22" fill="#e5e7eb"/><ellipse cx="${x}" cy="522" rx="50" ry="12" fill="#facc15"/>`).join('')}
    <ellipse cx="1320" cy="500" rx="90" ry="60" fill="#57534e"/>
    ${child(380, 860, 1.2, '#16a34a')}${child(620, 860, 1.2, '#dc2626')}${woman(900, 850, 1.3, '#0e7490')}${woman(1320, 860, 1.3, '#c026d3', '#fde047', 'raise')}`),

  'tree-planting': svg(`${sky('#a5f3fc', '#ecfeff')}${cloud(300, 160)}${cloud(1100, 110, 0.9)}${hills(500, '#4ade80', 60)}
    <rect y="600" width="${W}" height="300" fill="#92400e"/>
    ${[260, 560, 860, 1160, 1460].map((x) => `<rect x="${x - 6}" y="560" width="12" height="70" fill="#78350f"/><circle cx="${x}" cy="545" r="34" fill="#22c55e"/>`).join('')}
    ${woman(420, 860, 1.2, '#f97316')}${child(700, 870, 1.1, '#2563eb')}${man(1000, 860, 1.2, '#fef9c3', '#365314')}${woman(1300, 860, 1.2, '#9333ea')}`),

  'village-market': svg(`${sky('#fde68a', '#fffbeb')}${sun(200, 150, 70)}<rect y="560" width="${W}" height="340" fill="#d6d3d1"/>
    ${[300, 800, 1300].map((x, i) => `<g transform="translate(${x} 560)"><path d="M-200 -200 H200 L240 -140 H-240 Z" fill="${['#dc2626', '#16a34a', '#2563eb'][i]}"/>
      <rect x="-180" y="-140" width="12" height="160" fill="#78350f"/><rect x="168" y="-140" width="12" height="160" fill="#78350f"/>
      <rect x="-200" y="0" width="400" height="40" fill="#a16207"/>
      <circle cx="-110" cy="-12" r="22" fill="#f97316"/><circle cx="-60" cy="-12" r="22" fill="#84cc16"/><circle cx="0" cy="-12" r="22" fill="#dc2626"/><circle cx="60" cy="-12" r="22" fill="#facc15"/></g>`).join('')}
    ${woman(300, 860, 1.2, '#0891b2')}${man(800, 860, 1.2)}${woman(1300, 860, 1.2, '#be185d')}`),

  'skill-training': svg(`${interior('#ede9fe', '#6d28d9')}
    ${table(800, 560, 1200, '#4c1d95')}
    ${[420, 800, 1180].map((x) => `<rect x="${x - 110}" y="380" width="220" height="150" rx="10" fill="#1f2937"/><rect x="${x - 95}" y="395" width="190" height="120" fill="#38bdf8"/><rect x="${x - 20}" y="530" width="40" height="30" fill="#1f2937"/>`).join('')}
    ${woman(420, 860, 1.3, '#db2777')}${woman(800, 860, 1.3, '#ea580c')}${woman(1180, 860, 1.3, '#0d9488')}`),

  'water-testing': svg(`${sky('#bfdbfe', '#eff6ff')}${hills(540, '#4ade80', 50)}
    <path d="M0 700 Q400 640 800 700 T1600 690 V900 H0 Z" fill="#3b82f6"/><path d="M0 740 Q400 690 800 740 T1600 730" stroke="#bfdbfe" stroke-width="8" fill="none"/>
    ${tree(1420, 560, 1.1)}${woman(560, 720, 1.2, '#f97316')}${man(880, 720, 1.2, '#e2e8f0', '#0f172a')}
    <g transform="translate(1010 560)"><rect x="-28" y="-80" width="56" height="100" rx="8" fill="#e0f2fe" stroke="#334155" stroke-width="5"/><rect x="-28" y="-20" width="56" height="40" fill="#60a5fa"/></g>`),
};

const portrait = (background, skin, hair, clothes, longHair) => svg(`
  <rect width="400" height="400" fill="${background}"/>
  <path d="M60 400 Q70 280 200 270 Q330 280 340 400 Z" fill="${clothes}"/>
  ${longHair ? `<path d="M115 200 Q110 90 200 85 Q290 90 285 200 L290 300 H110 Z" fill="${hair}"/>` : ''}
  <rect x="175" y="230" width="50" height="50" fill="${skin}"/>
  <ellipse cx="200" cy="180" rx="72" ry="85" fill="${skin}"/>
  <path d="M128 165 Q130 92 200 92 Q270 92 272 165 Q240 120 200 125 Q160 120 128 165 Z" fill="${hair}"/>
  <circle cx="173" cy="185" r="7" fill="#1f2937"/><circle cx="227" cy="185" r="7" fill="#1f2937"/>
  <path d="M178 225 Q200 240 222 225" stroke="#7c2d12" stroke-width="6" fill="none" stroke-linecap="round"/>
  ${longHair ? '<circle cx="200" cy="140" r="6" fill="#dc2626"/>' : ''}`, 400, 400);

export const portraits = {
  'team-sunita': portrait('#fde68a', '#a16207', '#111827', '#be185d', true),
  'team-rajesh': portrait('#bbf7d0', '#92400e', '#1f2937', '#1d4ed8', false),
  'team-priya': portrait('#e9d5ff', '#b45309', '#111827', '#0f766e', true),
};

/** One frame of the home hero loop at `t` in [0, 1): the sun climbs, clouds drift, the field sways. */
export function heroFrame(t) {
  const sway = Math.sin(t * Math.PI * 2);
  const sunY = 330 - 60 * Math.sin(t * Math.PI);
  const drift = t * W * 0.25;
  return svg(`${sky('#fb923c', '#fde68a', 'dawn')}${sun(1180, sunY, 120, '#fef08a')}
    ${cloud(200 + drift, 160)}${cloud(900 + drift, 110, 0.8)}${cloud(-300 + drift, 220, 0.9)}
    ${hills(520, '#65a30d', 70)}${hills(600, '#4d7c0f', 40)}
    ${Array.from({ length: 28 }, (_, i) => {
      const x = 30 + i * 58;
      const lean = sway * 14 * Math.sin(i);
      return `<path d="M${x} ${H} Q ${x + lean} 760 ${x + lean * 2} 680" stroke="#3f6212" stroke-width="10" fill="none"/>`;
    }).join('')}
    ${hut(250, 600, 0.8)}${tree(1450, 560, 1)}${woman(760, 880, 1.3, '#be185d')}${woman(930, 880, 1.2, '#7c3aed', '#fde047')}`);
}
