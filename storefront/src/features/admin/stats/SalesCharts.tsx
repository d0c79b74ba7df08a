import { Box } from '@chakra-ui/react';
import React from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPrice } from '@shop/shared';
import { shortDay } from './range';

/**
 * The dashboard's two charts, drawn with recharts. This module is imported only by the lazily loaded stats panel
 * of /admin, so the chart library is its own chunk and never part of a shop page.
 */
export function RevenueChart({ days, label }: { days: { day: string; revenueCents: number }[]; label: string }) {
  return (
    <Box role="img" aria-label={label} h="240px" data-testid="stats-sales-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={shortDay} />
          <YAxis tickFormatter={(cents: number) => String(Math.round(cents / 100))} width={56} />
          <Tooltip formatter={(cents) => formatPrice(Number(cents))} labelFormatter={(day) => shortDay(String(day))} />
          <Bar dataKey="revenueCents" name="TTC" fill="#c2410c" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}

export function VisitsChart({ days, label }: { days: { day: string; views: number }[]; label: string }) {
  return (
    <Box role="img" aria-label={label} h="200px" data-testid="stats-visits-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={days} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={shortDay} />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip labelFormatter={(day) => shortDay(String(day))} />
          <Line dataKey="views" name="Vues" stroke="#1d4ed8" dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}
