/** Shown in place of a picture that fails to load (spec 02 sections 2.1 and 8). */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180" viewBox="0 0 240 180">
<rect width="240" height="180" fill="#f2f3f5"/>
<rect x="90" y="46" width="60" height="46" rx="4" fill="none" stroke="#a8abb2" stroke-width="3"/>
<circle cx="105" cy="60" r="5" fill="#a8abb2"/>
<path d="M93 88l17-17 12 12 9-9 16 14" fill="none" stroke="#a8abb2" stroke-width="3"/>
<text x="120" y="126" font-size="15" text-anchor="middle" fill="#73767a" font-family="sans-serif">图片加载失败</text>
</svg>`;

export const imagePlaceholderSrc = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
export const imagePlaceholderText = '图片加载失败';
