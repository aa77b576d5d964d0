/** A lucide icon's drawing, made plain data at build time by client/vite.config.ts (lucideDrawings). */
declare module 'virtual:lucide-drawing/*' {
  const drawing: {
    /** lucide's file name of the icon, e.g. 'eye-off' */
    name: string;
    node: Array<[tag: string, attributes: Record<string, string>]>;
  };
  export default drawing;
}
