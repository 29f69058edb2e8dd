package android.view.animation

class PathInterpolator(controlX1: Float, controlY1: Float, controlX2: Float, controlY2: Float) : Interpolator {
    override fun getInterpolation(input: Float): Float = input
}
