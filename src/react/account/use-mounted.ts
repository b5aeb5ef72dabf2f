// Whether React runs the component in the browser yet. The account forms are rendered on the server, but
// only script can send them: until hydration their submit button stays disabled, so an early click (or
// Enter in a field) never sends the form the browser's way, a GET that would put the profile in the URL.
import { useEffect, useState } from 'react';

export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
