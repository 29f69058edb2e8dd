// Checks ../snap_lookups.dart, the lookups of the Flutter export's snapping physics, against
// lengths and snap points worked out by hand:
//
//   dart snap_lookups_checks.dart
//
// It prints how many checks passed, or the first one that fails and exits 1.

import 'dart:io';

import '../snap_lookups.dart';

int checked = 0;

void expect(String name, Object got, Object want) {
  if (got != want) {
    stderr.writeln('snap_lookups: $name: got $got, want $want');
    exit(1);
  }
  checked += 1;
}

void main() {
  // Three of 100 pt, 110 apart, centres at 50 after the padding; then one of 40 at 330.
  expect('fixed length', FixedSnapLookups.lengthOf(0), 100.0);
  expect('fixed length, last group', FixedSnapLookups.lengthOf(3), 40.0);
  expect('fixed length, past the end', FixedSnapLookups.lengthOf(9), 40.0);
  expect('fixed point', FixedSnapLookups.pointOf(0, 16), 66.0);
  expect('fixed point, second', FixedSnapLookups.pointOf(2, 16), 286.0);
  expect('fixed point, last group', FixedSnapLookups.pointOf(3, 16), 366.0);
  expect('fixed point, past the end', FixedSnapLookups.pointOf(4, 16), 396.0);
  expect('fixed point, no padding', FixedSnapLookups.pointOf(1, 0), 160.0);
  expect('fixed nearest, before', FixedSnapLookups.itemNear(-500, 16), 0);
  expect('fixed nearest, just under halfway', FixedSnapLookups.itemNear(230, 16), 1);
  expect('fixed nearest, just over halfway', FixedSnapLookups.itemNear(232, 16), 2);
  expect('fixed nearest, across groups', FixedSnapLookups.itemNear(340, 16), 3);
  expect('fixed nearest, past the end', FixedSnapLookups.itemNear(1e9, 16), 3);

  // In a 400 pt viewport: two of 220 pt, 230 apart, centres at 110; then one of 100 at 460.
  expect('relative length', RelativeSnapLookups.lengthOf(0, 400), 220.0);
  expect('relative length, last group', RelativeSnapLookups.lengthOf(2, 400), 100.0);
  expect('relative length, past the end', RelativeSnapLookups.lengthOf(5, 400), 100.0);
  expect('relative length, another viewport', RelativeSnapLookups.lengthOf(1, 800), 420.0);
  expect('relative point', RelativeSnapLookups.pointOf(0, 30, 400), 140.0);
  expect('relative point, second', RelativeSnapLookups.pointOf(1, 30, 400), 370.0);
  expect('relative point, last group', RelativeSnapLookups.pointOf(2, 30, 400), 540.0);
  expect('relative nearest', RelativeSnapLookups.itemNear(400, 30, 400), 1);
  expect('relative nearest, across groups', RelativeSnapLookups.itemNear(460, 30, 400), 2);
  expect('relative nearest, another viewport', RelativeSnapLookups.itemNear(460, 30, 800), 1);
  print('Dart SnapLookups: $checked checks passed');
}
