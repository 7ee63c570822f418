// The ad-tracking pixel, when the site has one installed (docs/requirements.md#contact-form): a contact
// conversion is reported as 'Contact' with content name 'Contact Form' and the subject as category.
// Without a pixel on the page this does nothing.

type PixelCall = (command: 'track', event: string, parameters: Record<string, string>) => void;

export function trackContact(subject: string): void {
  const pixel = (window as unknown as { fbq?: PixelCall }).fbq;
  if (typeof pixel !== 'function') return;
  try {
    pixel('track', 'Contact', { content_name: 'Contact Form', content_category: subject });
  } catch {
    // a broken third-party script must never stop the visitor reaching the thank-you page
  }
}
