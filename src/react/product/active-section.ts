// The active section of the anchor navigation (section-nav.tsx), loaded once the page is hydrated: the
// section crossing a band a little below the sticky bar is the one being read, and its link gets
// aria-current, and on a phone, where the links scroll sideways, the list scrolls to keep that link in view
// (clear of the faded edges, layouts.css). Plain DOM, no React state, so the page's start-up script carries
// only the import.

/** How far (px) a revealed link stays from the list's edges: the width of the fades (3rem). */
const EDGE_FADE = 48;

/** Scrolls the list sideways (never the page) just enough for the link to show whole, clear of the fades. */
function revealInList(link: HTMLAnchorElement): void {
  const list = link.closest('ul');
  if (!list || list.scrollWidth <= list.clientWidth) return;
  const box = list.getBoundingClientRect();
  const item = link.getBoundingClientRect();
  if (item.left < box.left + EDGE_FADE) list.scrollBy({ left: item.left - box.left - EDGE_FADE });
  else if (item.right > box.right - EDGE_FADE) list.scrollBy({ left: item.right - box.right + EDGE_FADE });
}
export function watchActiveSection(nav: HTMLElement): () => void {
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const id = entry.target.getAttribute('aria-labelledby');
        for (const link of links) {
          if (link.hash !== `#${id}`) link.removeAttribute('aria-current');
          else if (link.getAttribute('aria-current') !== 'location') {
            link.setAttribute('aria-current', 'location');
            revealInList(link);
          }
        }
      }
    },
    { rootMargin: '-20% 0px -70% 0px' },
  );
  for (const link of links) {
    const section = document.getElementById(link.hash.slice(1))?.closest('section');
    if (section) observer.observe(section);
  }
  return () => observer.disconnect();
}
