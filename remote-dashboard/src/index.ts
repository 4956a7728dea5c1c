// Stand-alone entry for development; the composed site loads ./App through federation instead.
import('./standalone');
