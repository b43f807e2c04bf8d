// The Element Timing API's attribute (https://w3c.github.io/element-timing/): React passes it to the DOM
// as written; the browser then reports when the marked element reaches the screen.
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats React's type parameter
  interface HTMLAttributes<T> {
    elementtiming?: string | undefined;
  }
}
