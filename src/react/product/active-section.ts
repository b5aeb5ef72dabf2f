// The active section of the anchor navigation (section-nav.tsx), loaded once the page is hydrated: the
// section crossing a band a little below the sticky bar is the one being read, and its link gets
// aria-current. Plain DOM, no React state, so the page's start-up script carries only the import.
export function watchActiveSection(nav: HTMLElement): () => void {
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const id = entry.target.getAttribute('aria-labelledby');
        for (const link of links) {
          if (link.hash === `#${id}`) link.setAttribute('aria-current', 'location');
          else link.removeAttribute('aria-current');
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
