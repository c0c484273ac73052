import type { LucideIcon } from 'lucide-react';
import {
  Calendar, ChartColumn, Check, Cloud, Code, Cpu, Database, Gauge, GitBranch, Globe, Heart, Layers, LayoutGrid,
  Lock, Mail, Map, MessageCircle, Monitor, Palette, PenTool, Phone, Rocket, Search, Server, Shield, ShoppingCart,
  Smartphone, Sparkles, Terminal, Users, Workflow, Zap, Boxes, AppWindow, Accessibility, Activity, Bell, Clock,
  CreditCard, WifiOff, Eye, KeyRound, FlaskConical, Network, Component, RefreshCw,
} from 'lucide-react';
import type { IconName } from '@/content/icons';
import { BRAND_BOX, BRANDS } from './brand-icons';

const LUCIDE: Partial<Record<IconName, LucideIcon>> = {
  Backend: Server, Monitor, Shield, Cloud, SaaS: AppWindow, Data: Database, Map, Heart, Mobile: Smartphone,
  Web: Globe, Cart: ShoppingCart, Chart: ChartColumn, Bolt: Zap, Layers, Users, Search, Pen: PenTool, Palette,
  Grid: LayoutGrid, Server, Database, Git: GitBranch, Rocket, Lock, Gauge, Code, Terminal, Globe, Mail, Phone,
  Calendar, Chat: MessageCircle, Check, Sparkles, Cpu, Workflow, Boxes, Accessibility, Activity, Bell, Clock,
  CreditCard, Offline: WifiOff, Eye, Key: KeyRound, Flask: FlaskConical, Network, Component, Refresh: RefreshCw,
};

/** Every catalogue name must be drawable: checked by Icon.test.ts. */
export function hasIcon(name: IconName) {
  return name in LUCIDE || name in BRANDS;
}

type IconProps = { name: IconName; width?: number; className?: string; title?: string };

/** Draws a catalogue icon. Decorative (aria-hidden) unless a title is given. */
export function Icon({ name, width = 24, className, title }: IconProps) {
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };
  const Lucide = LUCIDE[name];
  if (Lucide) return <Lucide width={width} height={width} className={className} strokeWidth={1.75} {...a11y} />;
  const brand = BRANDS[name];
  if (!brand) throw new Error(`Icon "${name}" has no drawing`);
  // Drawn in the page, not referenced from a sprite file with <use>: a sprite is a request that every page made while
  // it was parsed (the footer's icons are on every page), and the page's largest paint waited for it.
  return (
    <svg viewBox={`0 0 ${BRAND_BOX} ${BRAND_BOX}`} width={width} height={width} fill="currentColor" className={className} {...a11y}>
      <path d={brand.path} />
    </svg>
  );
}
