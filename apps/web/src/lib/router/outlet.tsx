import { useContext } from 'react';
import { RouteContext } from './contexts.ts';

/** Where a layout route shows the child route that matched; nothing when none did. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}
