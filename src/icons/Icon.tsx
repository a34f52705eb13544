import {
  ArrowRight, Award, Bird, Building2, CalendarCheck, ChartLine, CircleCheck, ClipboardList, Clock, Container,
  Cpu, Droplet, Droplets, Eye, Factory, Fan, Filter, Fish, FlaskConical, Gauge, Globe, GraduationCap, Handshake,
  HardHat, HeartHandshake, Layers, Leaf, Lightbulb, Mail, MapPin, Microscope, Mountain, Phone, PiggyBank,
  Pipette, Printer, Recycle, Settings, Shield, ShieldCheck, Sparkles, Sprout, Sun, Target, Thermometer, Trees,
  TrendingUp, Truck, Users, Waves, Wind, Workflow, Wrench, Zap, type LucideIcon,
} from 'lucide-react';
import type { IconName } from './names';

const icons: Record<IconName, LucideIcon> = {
  globe: Globe, cpu: Cpu, leaf: Leaf, handshake: Handshake, users: Users, 'trending-up': TrendingUp,
  droplet: Droplet, droplets: Droplets, waves: Waves, factory: Factory, recycle: Recycle, flask: FlaskConical,
  wrench: Wrench, 'shield-check': ShieldCheck, 'graduation-cap': GraduationCap, 'clipboard-list': ClipboardList,
  'piggy-bank': PiggyBank, gauge: Gauge, fish: Fish, sprout: Sprout, filter: Filter, wind: Wind, zap: Zap,
  settings: Settings, phone: Phone, mail: Mail, 'map-pin': MapPin, printer: Printer, 'arrow-right': ArrowRight,
  'circle-check': CircleCheck, lightbulb: Lightbulb, building: Building2, 'hard-hat': HardHat,
  microscope: Microscope, sun: Sun, mountain: Mountain, trees: Trees, bird: Bird, sparkles: Sparkles,
  'heart-handshake': HeartHandshake, 'chart-line': ChartLine, pipette: Pipette, container: Container, fan: Fan,
  target: Target, eye: Eye, award: Award, clock: Clock, shield: Shield, 'calendar-check': CalendarCheck,
  truck: Truck, layers: Layers, workflow: Workflow, thermometer: Thermometer,
};

type IconProps = { name: IconName; size?: number; className?: string };

/** A decorative icon: the text beside it carries the meaning, so it is hidden from assistive technology. */
export function Icon({ name, size = 24, className }: IconProps) {
  const Glyph = icons[name];
  return <Glyph size={size} className={className} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
