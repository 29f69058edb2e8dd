// Motion Playground 0.3.3 export: full-width-pager (Full-width pager, scene file full-width-pager.json)
import 'package:flutter/widgets.dart';

/// The 6 pages: PageView puts its PageScrollPhysics over the parent, one page per fling.
Widget fullWidthPagerPages(IndexedWidgetBuilder itemBuilder) => PageView.builder(
      physics: const BouncingScrollPhysics(),
      itemCount: 6,
      itemBuilder: itemBuilder,
    );
