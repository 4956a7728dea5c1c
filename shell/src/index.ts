// The async boundary lets the federation runtime negotiate shared modules before React loads.
import('./bootstrap');
