// The script `site dev` adds to every page: reload on a successful rebuild, and an overlay
// listing the data problems while the last build failed. Plain browser JavaScript, no build.
export const DEV_CLIENT = `
const events = new EventSource('/__dev/events');
let overlay;
function clear() { overlay?.remove(); overlay = undefined; }
events.addEventListener('reload', () => { clear(); location.reload(); });
events.addEventListener('problems', (event) => {
  clear();
  overlay = document.createElement('div');
  overlay.id = 'site-dev-overlay';
  overlay.setAttribute('role', 'alertdialog');
  overlay.setAttribute('aria-label', 'Build problems');
  overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(20,20,28,.94);color:#fff;' +
    'font:14px/1.5 ui-monospace,monospace;padding:clamp(1rem,5vw,2rem);overflow:auto;white-space:pre-wrap;overflow-wrap:anywhere';
  const heading = document.createElement('strong');
  heading.textContent = 'The site was not rebuilt: fix these problems and save the file to rebuild. This page shows the last good build.';
  const list = document.createElement('pre');
  // a <pre> keeps each line whole by default: on a phone a long path or message would run off the screen
  list.style.cssText = 'white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;margin:1rem 0 0';
  list.textContent = JSON.parse(event.data).join('\\n');
  overlay.append(heading, list);
  document.body.append(overlay);
});
`;
