// Motion Playground 0.3.3 export: million-rows (A million rows, scene file million-rows.json)
import 'package:flutter/physics.dart';
import 'package:flutter/widgets.dart';

/// UIKit's glide: a fling keeps rate^1000 of its velocity each second. Use: physics: const
/// MillionRowsScrollPhysics(parent: BouncingScrollPhysics()).
@immutable
class MillionRowsScrollPhysics extends ScrollPhysics {
  const MillionRowsScrollPhysics({super.parent});

  /// Velocity a free glide keeps each millisecond (0.99 is UIKit's .fast).
  static const double drag = 0.1351; // 0.998^1000

  /// The bounce spring: response 0.6283 s, damping ratio 1.
  static final SpringDescription bounce = SpringDescription.withDampingRatio(mass: 1.0, stiffness: 100.0, ratio: 1.0);

  @override
  MillionRowsScrollPhysics applyTo(ScrollPhysics? ancestor) => MillionRowsScrollPhysics(parent: buildParent(ancestor));

  @override
  Simulation? createBallisticSimulation(ScrollMetrics position, double velocity) {
    final Tolerance tolerance = toleranceFor(position);
    if (position.outOfRange) {
      final double edge = position.pixels < position.minScrollExtent
          ? position.minScrollExtent
          : position.maxScrollExtent;
      return ScrollSpringSimulation(bounce, position.pixels, edge, velocity, tolerance: tolerance);
    }
    if (velocity.abs() < tolerance.velocity) return null;
    return FrictionSimulation(drag, position.pixels, velocity, tolerance: tolerance);
  }
}

/// The 1000000 items, each as long as its group says.
Widget millionRowsList(IndexedWidgetBuilder itemBuilder) => ListView.separated(
      scrollDirection: Axis.vertical,
      physics: const MillionRowsScrollPhysics(parent: BouncingScrollPhysics()),
      padding: const EdgeInsetsDirectional.only(
        top: 0.0,
        bottom: 0.0,
      ),
      itemCount: 1000000,
      separatorBuilder: (BuildContext context, int index) =>
          const SizedBox(height: 1.0),
      itemBuilder: (BuildContext context, int index) =>
          SizedBox(height: 56.0, child: itemBuilder(context, index)),
    );
